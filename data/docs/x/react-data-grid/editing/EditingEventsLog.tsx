import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, GridCellEditStopReasons, GridColDef, GridEventListener } from '@mui/x-data-grid';

const rows = [
  { id: 1, city: 'Lisbon', country: 'Portugal', population: 545000 },
  { id: 2, city: 'Kraków', country: 'Poland', population: 804000 },
  { id: 3, city: 'Valencia', country: 'Spain', population: 792000 },
];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1, editable: true },
  { field: 'country', headerName: 'Country', flex: 1, editable: true },
  { field: 'population', headerName: 'Population', type: 'number', width: 130, editable: true },
];

export default function EditingEventsLog() {
  const [log, setLog] = React.useState<string[]>([]);
  const [keepOnFocusOut, setKeepOnFocusOut] = React.useState(false);

  const push = (line: string) => setLog((prev) => [line, ...prev].slice(0, 6));

  const handleStart: GridEventListener<'cellEditStart'> = (params) => {
    push(`start  ${params.field} of row ${params.id} (reason: ${params.reason})`);
  };

  const handleStop: GridEventListener<'cellEditStop'> = (params, event) => {
    if (keepOnFocusOut && params.reason === GridCellEditStopReasons.cellFocusOut) {
      event.defaultMuiPrevented = true;
      push(`ignored ${params.field} of row ${params.id} (reason: ${params.reason})`);
      return;
    }
    push(`stop   ${params.field} of row ${params.id} (reason: ${params.reason})`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={keepOnFocusOut}
            onChange={(event) => setKeepOnFocusOut(event.target.checked)}
          />
        }
        label="Keep editing when focus leaves the cell"
      />
      <Box sx={{ height: 220 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onCellEditStart={handleStart}
          onCellEditStop={handleStop}
          hideFooter
        />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        sx={{ mt: 1, p: 1, minHeight: 130, bgcolor: 'action.hover', fontFamily: 'monospace' }}
      >
        {log.length ? log.join('\n') : 'Double-click a cell, type, press Enter, Tab or Escape…'}
      </Typography>
    </Box>
  );
}
