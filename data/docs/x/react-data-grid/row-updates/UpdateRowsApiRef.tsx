import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, GridColDef, GridRowId, useGridApiRef } from '@mui/x-data-grid-pro';

interface Holding {
  id: number;
  symbol: string;
  company: string;
  shares: number;
  price: number;
}

const initialRows: Holding[] = [
  { id: 1, symbol: 'NRDW', company: 'Nordwind Energy', shares: 120, price: 48.2 },
  { id: 2, symbol: 'ALPM', company: 'Alpine Materials', shares: 60, price: 112.75 },
  { id: 3, symbol: 'HRBL', company: 'Harbour Logistics', shares: 200, price: 21.4 },
];

const newcomers: Omit<Holding, 'id'>[] = [
  { symbol: 'QSLV', company: 'Quicksilver Labs', shares: 40, price: 87.1 },
  { symbol: 'TDWT', company: 'Tidewater Foods', shares: 150, price: 33.6 },
  { symbol: 'CPRL', company: 'Copperline Media', shares: 75, price: 15.9 },
];

const columns: GridColDef<Holding>[] = [
  { field: 'symbol', headerName: 'Symbol', width: 100 },
  { field: 'company', headerName: 'Company', width: 180 },
  { field: 'shares', headerName: 'Shares', type: 'number', width: 100 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => (value == null ? '' : `$${value.toFixed(2)}`),
  },
];

export default function UpdateRowsApiRef() {
  const apiRef = useGridApiRef();
  const nextId = React.useRef(initialRows.length + 1);

  const addRow = () => {
    const id = nextId.current;
    nextId.current += 1;
    apiRef.current.updateRows([{ id, ...newcomers[(id - 1) % newcomers.length] }]);
  };

  const raisePrices = () => {
    const ids = apiRef.current.getAllRowIds();
    // One call, several rows: only the given fields change
    apiRef.current.updateRows(
      ids.map((id: GridRowId) => {
        const row = apiRef.current.getRow(id) as Holding;
        return { id, price: Math.round(row.price * 105) / 100 };
      }),
    );
  };

  const removeLast = () => {
    const ids = apiRef.current.getAllRowIds();
    if (ids.length > 0) {
      apiRef.current.updateRows([{ id: ids[ids.length - 1], _action: 'delete' }]);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={addRow}>
          Add a holding
        </Button>
        <Button size="small" variant="outlined" onClick={raisePrices}>
          Prices +5 %
        </Button>
        <Button size="small" variant="outlined" onClick={removeLast}>
          Remove the last row
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGridPro apiRef={apiRef} rows={initialRows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
