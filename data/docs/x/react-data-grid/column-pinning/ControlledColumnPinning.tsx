import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  DataGridPro,
  DataGridProProps,
  GridActionsCellItem,
  GridColDef,
} from '@mui/x-data-grid-pro';

type PinnedColumns = NonNullable<DataGridProProps['pinnedColumns']>;

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'email', headerName: 'Email', width: 220 },
  { field: 'role', headerName: 'Role', width: 150 },
  { field: 'team', headerName: 'Team', width: 150 },
  { field: 'location', headerName: 'Location', width: 160 },
  { field: 'joined', headerName: 'Joined', width: 130 },
  {
    field: 'actions',
    type: 'actions',
    width: 90,
    pinnable: false,
    getActions: () => [
      <GridActionsCellItem key="edit" icon={<EditIcon />} label="Edit" />,
      <GridActionsCellItem key="delete" icon={<DeleteIcon />} label="Delete" />,
    ],
  },
];

const rows = [
  {
    id: 1,
    name: 'Aurelia Voss',
    email: 'aurelia@example.com',
    role: 'Engineer',
    team: 'Platform',
    location: 'Hamburg',
    joined: '2021-03-01',
  },
  {
    id: 2,
    name: 'Bashir Rahimi',
    email: 'bashir@example.com',
    role: 'Designer',
    team: 'Growth',
    location: 'Toronto',
    joined: '2022-07-18',
  },
  {
    id: 3,
    name: 'Carmen Reyes',
    email: 'carmen@example.com',
    role: 'Manager',
    team: 'Platform',
    location: 'Bogotá',
    joined: '2019-11-04',
  },
  {
    id: 4,
    name: 'Dev Malhotra',
    email: 'dev@example.com',
    role: 'Analyst',
    team: 'Finance',
    location: 'Pune',
    joined: '2023-01-09',
  },
];

export default function ControlledColumnPinning() {
  const [pinnedColumns, setPinnedColumns] = React.useState<PinnedColumns>({
    right: ['actions'],
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
        <Button
          size="small"
          onClick={() => setPinnedColumns({ left: ['name'], right: ['actions'] })}
        >
          Pin name
        </Button>
        <Button size="small" onClick={() => setPinnedColumns({ right: ['actions'] })}>
          Reset
        </Button>
        <Typography variant="body2" color="text.secondary">
          {JSON.stringify(pinnedColumns)}
        </Typography>
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          pinnedColumns={pinnedColumns}
          onPinnedColumnsChange={setPinnedColumns}
          hideFooter
        />
      </Box>
    </Box>
  );
}
