import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';

type Project = { id: number; name: string; progress: number };

const rows: Project[] = [
  { id: 1, name: 'Website redesign', progress: 0.82 },
  { id: 2, name: 'Mobile app', progress: 0.45 },
  { id: 3, name: 'Billing migration', progress: 0.17 },
  { id: 4, name: 'Design system', progress: 1 },
];

function ProgressCell(props: GridRenderCellParams<Project, number>) {
  const value = props.value ?? 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%', height: '100%' }}>
      <LinearProgress variant="determinate" value={value * 100} sx={{ flex: 1 }} />
      <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'right' }}>
        {Math.round(value * 100)}%
      </Typography>
    </Box>
  );
}

const columns: GridColDef<Project>[] = [
  { field: 'name', headerName: 'Project', flex: 1, minWidth: 160 },
  {
    field: 'progress',
    headerName: 'Progress',
    type: 'number',
    width: 220,
    renderCell: (params: GridRenderCellParams<Project, number>) => <ProgressCell {...params} />,
  },
];

export default function RenderCellProgress() {
  return (
    <Box sx={{ height: 270, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
