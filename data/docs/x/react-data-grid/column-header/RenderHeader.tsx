import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EuroIcon from '@mui/icons-material/Euro';
import ScaleIcon from '@mui/icons-material/Scale';
import { DataGrid, GridColDef, GridColumnHeaderParams } from '@mui/x-data-grid';

function IconHeader(props: {
  params: GridColumnHeaderParams;
  icon: React.ReactNode;
  unit: string;
}) {
  const { params, icon, unit } = props;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      {icon}
      <Typography variant="body2" fontWeight="medium">
        {params.colDef.headerName}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        ({unit})
      </Typography>
    </Box>
  );
}

const columns: GridColDef[] = [
  {
    field: 'name',
    headerName: 'Parcel',
    flex: 1,
    description: 'Tracking label printed on the parcel',
  },
  {
    field: 'weight',
    headerName: 'Weight',
    type: 'number',
    width: 150,
    description: 'Weight measured at the sorting center',
    renderHeader: (params) => (
      <IconHeader params={params} icon={<ScaleIcon fontSize="small" />} unit="kg" />
    ),
  },
  {
    field: 'cost',
    headerName: 'Cost',
    type: 'number',
    width: 150,
    renderHeader: (params) => (
      <IconHeader params={params} icon={<EuroIcon fontSize="small" />} unit="EUR" />
    ),
  },
];

const rows = [
  { id: 1, name: 'PX-4410-FR', weight: 1.2, cost: 7.9 },
  { id: 2, name: 'PX-4411-DE', weight: 4.75, cost: 14.5 },
  { id: 3, name: 'PX-4412-IT', weight: 0.4, cost: 5.2 },
];

export default function RenderHeader() {
  return (
    <Box sx={{ height: 250, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
