import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridEvents, GridToolbar, useGridApiRef } from '@mui/x-data-grid';

// A broad sample of the catalog: pointer, keyboard, focus, model, layout and panel events
const watchedEvents: GridEvents[] = [
  'cellClick',
  'cellDoubleClick',
  'cellKeyDown',
  'cellFocusIn',
  'cellFocusOut',
  'cellEditStart',
  'cellEditStop',
  'rowClick',
  'rowSelectionChange',
  'columnHeaderClick',
  'columnHeaderFocus',
  'sortModelChange',
  'filterModelChange',
  'paginationModelChange',
  'columnVisibilityModelChange',
  'columnWidthChange',
  'densityChange',
  'menuOpen',
  'menuClose',
  'preferencePanelOpen',
  'preferencePanelClose',
  'renderedRowsIntervalChange',
];

const columns: GridColDef[] = [
  { field: 'ticker', headerName: 'Ticker', width: 100 },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 160, editable: true },
  { field: 'sector', headerName: 'Sector', width: 140 },
  { field: 'weight', headerName: 'Weight (%)', type: 'number', width: 120, editable: true },
];

const rows = [
  { id: 1, ticker: 'NRDX', company: 'Nordex Energy', sector: 'Utilities', weight: 12.5 },
  { id: 2, ticker: 'HLVT', company: 'Helvetia Pharma', sector: 'Health care', weight: 9.8 },
  { id: 3, ticker: 'KMTS', company: 'Kamata Robotics', sector: 'Industrials', weight: 15.2 },
  { id: 4, ticker: 'BRSL', company: 'Brasil Agro', sector: 'Consumer staples', weight: 7.1 },
  { id: 5, ticker: 'OCNL', company: 'Oceanline Shipping', sector: 'Industrials', weight: 5.6 },
  { id: 6, ticker: 'VRDA', company: 'Verdant Foods', sector: 'Consumer staples', weight: 10.3 },
];

type Entry = { name: GridEvents; count: number };

export default function EventMonitor() {
  const apiRef = useGridApiRef();
  const [entries, setEntries] = React.useState<Entry[]>([]);

  React.useEffect(() => {
    const record = (name: GridEvents) => {
      setEntries((prev) => {
        const existing = prev.find((entry) => entry.name === name);
        const count = (existing?.count ?? 0) + 1;
        // Most recent event first
        return [{ name, count }, ...prev.filter((entry) => entry.name !== name)];
      });
    };
    const unsubscribers = watchedEvents.map((name) =>
      apiRef.current.subscribeEvent(name, () => record(name)),
    );
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, [apiRef]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ height: 380, flex: 1, minWidth: 0 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          slots={{ toolbar: GridToolbar }}
          hideFooter
        />
      </Box>
      <Paper variant="outlined" sx={{ width: { sm: 250 }, height: 380, overflow: 'auto', p: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="subtitle2">Events (latest first)</Typography>
          <Button size="small" onClick={() => setEntries([])}>
            Clear
          </Button>
        </Stack>
        {entries.map((entry) => (
          <Typography
            key={entry.name}
            variant="body2"
            sx={{ fontFamily: 'monospace', fontSize: 12 }}
          >
            {entry.name} ×{entry.count}
          </Typography>
        ))}
      </Paper>
    </Stack>
  );
}
