import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridColumnVisibilityModel, useGridApiRef } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    symbol: 'ASML',
    name: 'ASML Holding',
    price: 912.4,
    change: 1.8,
    volume: 1_204_330,
    pe: 45.2,
    dividend: 0.7,
  },
  {
    id: 2,
    symbol: 'SAP',
    name: 'SAP SE',
    price: 176.3,
    change: -0.4,
    volume: 2_310_115,
    pe: 38.9,
    dividend: 1.2,
  },
  {
    id: 3,
    symbol: 'NESN',
    name: 'Nestlé',
    price: 93.1,
    change: 0.2,
    volume: 4_882_004,
    pe: 20.4,
    dividend: 3.2,
  },
  {
    id: 4,
    symbol: 'MC',
    name: 'LVMH',
    price: 781.9,
    change: -1.1,
    volume: 612_870,
    pe: 24.7,
    dividend: 1.7,
  },
];

const columns: GridColDef[] = [
  { field: 'symbol', headerName: 'Symbol', width: 90 },
  { field: 'name', headerName: 'Company', flex: 1, minWidth: 130 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 100 },
  { field: 'change', headerName: 'Change %', type: 'number', width: 100 },
  { field: 'volume', headerName: 'Volume', type: 'number', width: 120 },
  { field: 'pe', headerName: 'P/E', type: 'number', width: 80 },
  { field: 'dividend', headerName: 'Yield %', type: 'number', width: 90 },
];

const compactView: GridColumnVisibilityModel = { volume: false, pe: false, dividend: false };

export default function VisibilityApi() {
  const apiRef = useGridApiRef();
  const [model, setModel] = React.useState<GridColumnVisibilityModel>({});
  const [visible, setVisible] = React.useState<string[]>(columns.map((col) => col.field));

  const handleModelChange = (newModel: GridColumnVisibilityModel) => {
    setModel(newModel);
    setVisible(apiRef.current.getVisibleColumns().map((col) => col.field));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.setColumnVisibility('volume', model.volume === false)}
        >
          Toggle Volume
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.setColumnVisibilityModel(compactView)}
        >
          Compact view
        </Button>
        <Button size="small" onClick={() => apiRef.current.setColumnVisibilityModel({})}>
          Show all
        </Button>
      </Stack>
      <Box sx={{ height: 270 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onColumnVisibilityModelChange={handleModelChange}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        sx={{ m: 0, mt: 1, p: 1, fontSize: 12, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {`columnVisibilityModel: ${JSON.stringify(model)}\ngetVisibleColumns(): ${visible.join(', ')}`}
      </Box>
    </Box>
  );
}
