import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridEventListener, useGridApiRef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Book', flex: 1, minWidth: 150 },
  { field: 'author', headerName: 'Author', width: 150 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
];

const rows = [
  { id: 1, title: 'The Dispossessed', author: 'Ursula K. Le Guin', year: 1974 },
  { id: 2, title: 'Kindred', author: 'Octavia E. Butler', year: 1979 },
  { id: 3, title: 'Solaris', author: 'Stanisław Lem', year: 1961 },
  { id: 4, title: 'Neuromancer', author: 'William Gibson', year: 1984 },
];

export default function EventLog() {
  const apiRef = useGridApiRef();
  const [log, setLog] = React.useState<string[]>([]);
  const add = React.useCallback((message: string) => {
    setLog((prev) => [message, ...prev].slice(0, 8));
  }, []);

  // 1. A prop: the usual way for common events
  const handleRowClick: GridEventListener<'rowClick'> = (params) => {
    add(`onRowClick → row ${params.id}`);
  };

  // 2. subscribeEvent: any event, including those without a prop
  React.useEffect(() => {
    const unsubscribers = [
      apiRef.current.subscribeEvent('columnHeaderDoubleClick', (params) => {
        add(`columnHeaderDoubleClick → ${params.field}`);
      }),
      apiRef.current.subscribeEvent('cellFocusIn', (params) => {
        add(`cellFocusIn → row ${params.id}, ${params.field}`);
      }),
      apiRef.current.subscribeEvent('sortModelChange', (model) => {
        add(`sortModelChange → ${JSON.stringify(model)}`);
      }),
    ];
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, [apiRef, add]);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ height: 300 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onRowClick={handleRowClick}
          hideFooter
        />
      </Box>
      <Paper variant="outlined" sx={{ height: 150, overflow: 'auto', p: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="subtitle2">Event log</Typography>
          <Button size="small" onClick={() => setLog([])}>
            Clear
          </Button>
        </Stack>
        <List dense>
          {log.map((entry, index) => (
            <ListItem key={`${index}-${entry}`} sx={{ fontFamily: 'monospace', fontSize: 12 }}>
              {entry}
            </ListItem>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
