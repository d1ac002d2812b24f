import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, GridColDef, GridRowModelUpdate, useGridApiRef } from '@mui/x-data-grid-pro';

const symbols = ['ACME', 'BOLT', 'CRUX', 'DYNA', 'ECHO', 'FLUX', 'GRID', 'HALO', 'IONX', 'JOLT'];

const initialRows = Array.from({ length: 60 }, (_, index) => ({
  id: index,
  symbol: `${symbols[index % symbols.length]}-${Math.floor(index / symbols.length) + 1}`,
  price: 100 + ((index * 37) % 250),
  change: 0,
}));

const columns: GridColDef[] = [
  { field: 'symbol', headerName: 'Symbol', width: 130 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => value.toFixed(2),
  },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(2)}`,
  },
];

// Small deterministic pseudo-random generator, so every run produces the same sequence.
function createGenerator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

export default function LiveUpdates() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(false);
  const [throttle, setThrottle] = React.useState(true);
  const random = React.useRef(createGenerator(42));

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const timer = setInterval(() => {
      const updates: GridRowModelUpdate[] = [];
      for (let i = 0; i < 10; i += 1) {
        const id = Math.floor(random.current() * initialRows.length);
        const row = apiRef.current.getRow(id);
        if (row) {
          const change = (random.current() - 0.5) * 4;
          updates.push({ id, price: Math.max(1, row.price + change), change });
        }
      }
      apiRef.current.updateRows(updates);
    }, 50);
    return () => clearInterval(timer);
  }, [running, apiRef]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <Button variant="contained" size="small" onClick={() => setRunning((prev) => !prev)}>
          {running ? 'Stop updates' : 'Start updates'}
        </Button>
        <FormControlLabel
          control={
            <Switch checked={throttle} onChange={(event) => setThrottle(event.target.checked)} />
          }
          label="throttleRowsMs = 1000"
        />
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={initialRows}
          columns={columns}
          throttleRowsMs={throttle ? 1000 : 0}
          initialState={{ sorting: { sortModel: [{ field: 'change', sort: 'desc' }] } }}
        />
      </Box>
    </Box>
  );
}
