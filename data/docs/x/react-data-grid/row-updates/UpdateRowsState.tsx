import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';

type Todo = { id: number; task: string; votes: number };

const tasks = [
  'Fix login bug',
  'Write docs',
  'Review design',
  'Plan sprint',
  'Update deps',
  'Clean backlog',
];

export default function UpdateRowsState() {
  const [rows, setRows] = React.useState<Todo[]>([
    { id: 1, task: 'Ship release', votes: 3 },
    { id: 2, task: 'Triage issues', votes: 1 },
  ]);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);
  const nextId = React.useRef(3);

  const addRow = () => {
    const id = nextId.current;
    nextId.current += 1;
    setRows((prev) => [...prev, { id, task: tasks[id % tasks.length], votes: 0 }]);
  };

  const upvoteSelected = () =>
    setRows((prev) =>
      prev.map((row) => (selection.includes(row.id) ? { ...row, votes: row.votes + 1 } : row)),
    );

  const deleteSelected = () => {
    setRows((prev) => prev.filter((row) => !selection.includes(row.id)));
    setSelection([]);
  };

  const columns: GridColDef<Todo>[] = [
    { field: 'id', headerName: 'ID', width: 70 },
    { field: 'task', headerName: 'Task', flex: 1 },
    { field: 'votes', headerName: 'Votes', type: 'number', width: 100 },
  ];

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={addRow}>
          Add row
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={upvoteSelected}
          disabled={selection.length === 0}
        >
          Upvote selected
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="error"
          onClick={deleteSelected}
          disabled={selection.length === 0}
        >
          Delete selected
        </Button>
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </Box>
    </Box>
  );
}
