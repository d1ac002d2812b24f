import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

const priceFormatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dateFormatter = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

const columns: GridColDef[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  {
    field: 'departure',
    headerName: 'Departure',
    type: 'date',
    width: 140,
    valueFormatter: (value: Date) => dateFormatter.format(value),
  },
  {
    field: 'fare',
    headerName: 'Fare',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => priceFormatter.format(value),
  },
  {
    field: 'loadFactor',
    headerName: 'Seats sold',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `${Math.round(value * 100)} %`,
  },
];

const rows = [
  {
    id: 1,
    flight: 'TP 1351',
    departure: new Date('2024-07-02T00:00:00Z'),
    fare: 189.5,
    loadFactor: 0.92,
  },
  {
    id: 2,
    flight: 'LH 2011',
    departure: new Date('2024-07-05T00:00:00Z'),
    fare: 244,
    loadFactor: 0.78,
  },
  {
    id: 3,
    flight: 'KL 1782',
    departure: new Date('2024-07-09T00:00:00Z'),
    fare: 129.99,
    loadFactor: 0.85,
  },
];

export default function ExportRawValues() {
  const apiRef = useGridApiRef();
  const [raw, setRaw] = React.useState(false);
  const [csv, setCsv] = React.useState('');

  React.useEffect(() => {
    if (typeof apiRef.current?.getDataAsCsv === 'function') {
      setCsv(apiRef.current.getDataAsCsv());
    }
  }, [apiRef, raw]);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        sx={{ mb: 1 }}
        control={<Switch checked={raw} onChange={(event) => setRaw(event.target.checked)} />}
        label="ignoreValueFormatterDuringExport"
      />
      <Box sx={{ height: 220 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          ignoreValueFormatterDuringExport={raw}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        sx={{
          m: 0,
          mt: 1,
          p: 1,
          height: 100,
          overflow: 'auto',
          fontSize: 12,
          bgcolor: 'action.hover',
        }}
      >
        {csv}
      </Box>
    </Box>
  );
}
