import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

type Recipe = { id: number; dish: string; cuisine: string; minutes: number; difficulty: string };

const batches: Recipe[][] = [
  [
    { id: 1, dish: 'Shakshuka', cuisine: 'Maghrebi', minutes: 30, difficulty: 'Easy' },
    { id: 2, dish: 'Pad Thai', cuisine: 'Thai', minutes: 35, difficulty: 'Medium' },
    { id: 3, dish: 'Pierogi', cuisine: 'Polish', minutes: 90, difficulty: 'Medium' },
  ],
  [
    {
      id: 4,
      dish: 'Bouillabaisse à la marseillaise',
      cuisine: 'Provençal French',
      minutes: 120,
      difficulty: 'Hard',
    },
    {
      id: 5,
      dish: 'Chicken tikka masala',
      cuisine: 'British Indian',
      minutes: 60,
      difficulty: 'Medium',
    },
    { id: 6, dish: 'Feijoada completa', cuisine: 'Brazilian', minutes: 180, difficulty: 'Hard' },
  ],
];

const columns: GridColDef<Recipe>[] = [
  { field: 'dish', headerName: 'Dish', width: 110 },
  { field: 'cuisine', headerName: 'Cuisine', width: 100 },
  { field: 'minutes', headerName: 'Time (min)', type: 'number', width: 100 },
  { field: 'difficulty', headerName: 'Difficulty', width: 100 },
];

// Stands in for a request to a server.
function fetchRecipes(batch: number): Promise<Recipe[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(batches[batch % batches.length]), 700);
  });
}

export default function AutosizeAfterLoading() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState<Recipe[]>([]);
  const [loading, setLoading] = React.useState(false);
  const [status, setStatus] = React.useState('No data yet.');
  const batchRef = React.useRef(0);

  const load = React.useCallback(async () => {
    setLoading(true);
    setStatus('Loading…');
    const data = await fetchRecipes(batchRef.current);
    batchRef.current += 1;
    setRows(data);
    setLoading(false);
  }, []);

  // Autosize once the new rows have been rendered: only rendered cells can be measured.
  React.useEffect(() => {
    if (rows.length === 0) {
      return;
    }
    let active = true;
    apiRef.current.autosizeColumns({ includeHeaders: true }).then(() => {
      if (active) {
        setStatus(`Loaded ${rows.length} recipes and autosized the columns.`);
      }
    });
    return () => {
      active = false;
    };
  }, [rows, apiRef]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
        <Button variant="outlined" size="small" onClick={load} disabled={loading}>
          {rows.length === 0 ? 'Load recipes' : 'Load other recipes'}
        </Button>
        <Typography variant="body2">{status}</Typography>
      </Stack>
      <Box sx={{ height: 250 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} loading={loading} hideFooter />
      </Box>
    </Box>
  );
}
