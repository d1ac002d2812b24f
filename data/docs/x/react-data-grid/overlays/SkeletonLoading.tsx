import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Employee', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'location', headerName: 'Location', width: 130 },
  { field: 'hired', headerName: 'Hired', type: 'date', width: 120 },
];

const employees = [
  {
    id: 1,
    name: 'Hana Novak',
    department: 'Finance',
    location: 'Prague',
    hired: new Date(2019, 3, 1),
  },
  {
    id: 2,
    name: 'Kwame Mensah',
    department: 'Engineering',
    location: 'Accra',
    hired: new Date(2021, 8, 13),
  },
  {
    id: 3,
    name: 'Isabel Duarte',
    department: 'Marketing',
    location: 'Porto',
    hired: new Date(2020, 0, 6),
  },
  {
    id: 4,
    name: 'Arjun Rao',
    department: 'Engineering',
    location: 'Pune',
    hired: new Date(2022, 4, 23),
  },
  {
    id: 5,
    name: 'Elsa Lindgren',
    department: 'Support',
    location: 'Malmö',
    hired: new Date(2018, 10, 19),
  },
];

export default function SkeletonLoading() {
  const [request, setRequest] = React.useState({ id: 0, clear: true });
  const [loading, setLoading] = React.useState(true);
  const [rows, setRows] = React.useState<typeof employees>([]);

  React.useEffect(() => {
    if (request.clear) {
      setRows([]);
    }
    setLoading(true);
    const timer = setTimeout(() => {
      setRows(employees);
      setLoading(false);
    }, 2000);
    return () => clearTimeout(timer);
  }, [request]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          disabled={loading}
          onClick={() => setRequest((prev) => ({ id: prev.id + 1, clear: true }))}
        >
          First load
        </Button>
        <Button
          size="small"
          disabled={loading}
          onClick={() => setRequest((prev) => ({ id: prev.id + 1, clear: false }))}
        >
          Reload
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          slotProps={{
            // Skeleton rows while the grid is empty, a light bar once data is shown
            loadingOverlay: { noRowsVariant: 'skeleton', variant: 'linear-progress' },
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
