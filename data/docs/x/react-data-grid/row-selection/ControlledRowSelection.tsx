import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';

interface Part {
  id: string;
  name: string;
  stock: number;
  price: number;
}

const rows: Part[] = [
  { id: 'BRK-01', name: 'Brake pads (front)', stock: 14, price: 42 },
  { id: 'BRK-02', name: 'Brake pads (rear)', stock: 0, price: 38 },
  { id: 'CHN-11', name: 'Chain, 11-speed', stock: 6, price: 29 },
  { id: 'TYR-28', name: 'Tyre 700x28', stock: 22, price: 35 },
  { id: 'TUB-28', name: 'Inner tube 700x28', stock: 0, price: 7 },
  { id: 'CAS-11', name: 'Cassette 11-32', stock: 3, price: 64 },
  { id: 'GRP-01', name: 'Bar tape', stock: 18, price: 16 },
];

const columns: GridColDef<Part>[] = [
  { field: 'id', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Part', flex: 1, minWidth: 170 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 100 },
];

export default function ControlledRowSelection() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>(['TYR-28']);

  const total = rows
    .filter((row) => selection.includes(row.id))
    .reduce((sum, row) => sum + row.price, 0);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          isRowSelectable={(params) => params.row.stock > 0}
          rowSelectionModel={selection}
          onRowSelectionModelChange={(newSelection) => setSelection(newSelection)}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, height: 24 }}>
        {selection.length === 0
          ? 'Select parts to order. Parts out of stock cannot be selected.'
          : `Order: ${selection.join(', ')} (total ${total} €)`}
      </Typography>
    </Box>
  );
}
