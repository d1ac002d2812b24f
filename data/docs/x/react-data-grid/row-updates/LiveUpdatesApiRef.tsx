import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGridPro, GridColDef, GridRowModel, useGridApiRef } from '@mui/x-data-grid-pro';

const symbols = ['ACME', 'GLOBX', 'INITEC', 'UMBR', 'STARK', 'WAYNE'];

const initialRows = symbols.map((symbol, index) => ({
  id: symbol,
  symbol,
  price: 100 + index * 12.5,
  change: 0,
}));

const columns: GridColDef[] = [
  { field: 'symbol', headerName: 'Symbol', flex: 1 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => value.toFixed(2),
  },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(2)}`,
  },
];

export default function LiveUpdatesApiRef() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(false);
  const tick = React.useRef(0);

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const timer = setInterval(() => {
      tick.current += 1;
      const index = (tick.current * 5) % symbols.length;
      const row = apiRef.current.getRow(symbols[index]) as GridRowModel;
      // A deterministic "random" walk, different for each tick.
      const change = (((tick.current * 37) % 21) - 10) / 4;
      // Partial update: only the id and the fields that changed.
      apiRef.current.updateRows([{ id: row.id, price: row.price + change, change }]);
    }, 200);
    return () => clearInterval(timer);
  }, [running, apiRef]);

  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" variant="outlined" sx={{ mb: 1 }} onClick={() => setRunning((r) => !r)}>
        {running ? 'Stop updates' : 'Start updates'}
      </Button>
      <Box sx={{ height: 370 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={initialRows}
          columns={columns}
          throttleRowsMs={500}
          hideFooter
        />
      </Box>
    </Box>
  );
}
