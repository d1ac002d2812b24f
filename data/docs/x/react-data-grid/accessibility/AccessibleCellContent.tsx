import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import StarIcon from '@mui/icons-material/Star';
import {
  DataGrid,
  GridActionsCellItem,
  GridColDef,
  GridRenderCellParams,
  GridRowId,
} from '@mui/x-data-grid';

type Build = {
  id: number;
  branch: string;
  status: 'Passed' | 'Failed';
  duration: string;
  starred: boolean;
};

const initialRows: Build[] = [
  { id: 4121, branch: 'main', status: 'Passed', duration: '6 min 12 s', starred: true },
  {
    id: 4122,
    branch: 'feat/checkout-v2',
    status: 'Failed',
    duration: '3 min 48 s',
    starred: false,
  },
  {
    id: 4123,
    branch: 'fix/date-parsing',
    status: 'Passed',
    duration: '5 min 55 s',
    starred: false,
  },
  { id: 4124, branch: 'chore/deps', status: 'Failed', duration: '1 min 02 s', starred: false },
];

export default function AccessibleCellContent() {
  const [rows, setRows] = React.useState(initialRows);
  const [message, setMessage] = React.useState('Tab into the grid, then use the arrow keys.');

  const toggleStar = React.useCallback(
    (id: GridRowId) =>
      setRows((prev) =>
        prev.map((row) => (row.id === id ? { ...row, starred: !row.starred } : row)),
      ),
    [],
  );

  const columns = React.useMemo<GridColDef<Build>[]>(
    () => [
      {
        field: 'id',
        headerName: 'Build',
        width: 100,
        // A link in a cell: it receives the cell's tabIndex, so Tab does not stop on every link
        renderCell: (params: GridRenderCellParams<Build, number>) => (
          <Link
            href={`#build-${params.value}`}
            tabIndex={params.tabIndex}
            onClick={(event) => {
              event.preventDefault();
              setMessage(`Opened build ${params.value}`);
            }}
          >
            #{params.value}
          </Link>
        ),
      },
      { field: 'branch', headerName: 'Branch', flex: 1, minWidth: 160 },
      {
        field: 'status',
        headerName: 'Status',
        width: 120,
        // Color and icon are backed by a visible text, so the status is not conveyed by color alone
        renderCell: (params: GridRenderCellParams<Build, Build['status']>) => (
          <Chip
            size="small"
            variant="outlined"
            color={params.value === 'Passed' ? 'success' : 'error'}
            icon={params.value === 'Passed' ? <CheckCircleIcon /> : <ErrorIcon />}
            label={params.value}
          />
        ),
      },
      { field: 'duration', headerName: 'Duration', width: 120 },
      {
        field: 'starred',
        headerName: 'Starred',
        description: 'Starred builds are kept for 90 days',
        width: 90,
        sortable: false,
        // An icon-only button needs an accessible name that describes its effect
        renderCell: (params: GridRenderCellParams<Build, boolean>) => (
          <IconButton
            size="small"
            tabIndex={params.tabIndex}
            aria-label={params.value ? `Unstar build ${params.id}` : `Star build ${params.id}`}
            aria-pressed={params.value}
            onClick={() => toggleStar(params.id)}
          >
            {params.value ? (
              <StarIcon fontSize="small" color="warning" />
            ) : (
              <StarBorderIcon fontSize="small" />
            )}
          </IconButton>
        ),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 90,
        // GridActionsCellItem handles focus and uses its label as the accessible name
        getActions: (params) => [
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label={`Delete build ${params.id}`}
            onClick={() => {
              setRows((prev) => prev.filter((row) => row.id !== params.id));
              setMessage(`Deleted build ${params.id}`);
            }}
          />,
        ],
      },
    ],
    [toggleStar],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 330 }}>
        <DataGrid aria-label="Recent builds" rows={rows} columns={columns} hideFooter />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        {message}
      </Typography>
    </Box>
  );
}
