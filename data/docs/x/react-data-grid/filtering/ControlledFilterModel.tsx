import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Ticket', flex: 1, minWidth: 180 },
  { field: 'assignee', headerName: 'Assignee', width: 130 },
  {
    field: 'priority',
    headerName: 'Priority',
    type: 'singleSelect',
    valueOptions: ['Low', 'Medium', 'High'],
    width: 120,
  },
  { field: 'points', headerName: 'Points', type: 'number', width: 100 },
];

const rows = [
  { id: 1, title: 'Login page times out', assignee: 'Amara', priority: 'High', points: 5 },
  { id: 2, title: 'Update footer links', assignee: 'Jonas', priority: 'Low', points: 1 },
  { id: 3, title: 'CSV export drops accents', assignee: 'Mei', priority: 'Medium', points: 3 },
  { id: 4, title: 'Dark mode contrast', assignee: 'Amara', priority: 'Medium', points: 2 },
  { id: 5, title: 'Payment webhook retries', assignee: 'Tomás', priority: 'High', points: 8 },
  { id: 6, title: 'Typo in onboarding email', assignee: 'Jonas', priority: 'Low', points: 1 },
  { id: 7, title: 'Search ignores archived', assignee: 'Mei', priority: 'High', points: 5 },
];

export default function ControlledFilterModel() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'points', operator: '>=', value: 3 }],
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            setFilterModel({ items: [{ field: 'priority', operator: 'is', value: 'High' }] })
          }
        >
          High priority only
        </Button>
        <Button size="small" variant="outlined" onClick={() => setFilterModel({ items: [] })}>
          Clear filters
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={(newModel) => setFilterModel(newModel)}
        />
      </Box>
      <Box
        component="pre"
        sx={{
          m: 0,
          mt: 1,
          p: 1,
          height: 120,
          overflow: 'auto',
          fontSize: 12,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {JSON.stringify(filterModel, null, 2)}
      </Box>
    </Box>
  );
}
