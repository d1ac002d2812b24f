import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import WbSunnyIcon from '@mui/icons-material/WbSunny';
import AcUnitIcon from '@mui/icons-material/AcUnit';
import {
  DataGrid,
  GridColDef,
  GridColumnGroupHeaderParams,
  GridColumnGroupingModel,
} from '@mui/x-data-grid';

function SeasonHeader(props: GridColumnGroupHeaderParams & { icon: React.ReactNode }) {
  const { headerName, fields, icon } = props;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      {icon}
      <Typography variant="body2" fontWeight={600}>
        {headerName}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {fields.length} months
      </Typography>
    </Box>
  );
}

const months = ['dec', 'jan', 'feb', 'jun', 'jul', 'aug'];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', width: 120 },
  ...months.map<GridColDef>((m) => ({
    field: m,
    headerName: m.charAt(0).toUpperCase() + m.slice(1),
    type: 'number',
    width: 80,
    valueFormatter: (value: number) => `${value}°`,
  })),
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'winter',
    headerName: 'Winter',
    headerClassName: 'group--winter',
    headerAlign: 'center',
    renderHeaderGroup: (params) => (
      <SeasonHeader {...params} icon={<AcUnitIcon fontSize="small" />} />
    ),
    children: [{ field: 'dec' }, { field: 'jan' }, { field: 'feb' }],
  },
  {
    groupId: 'summer',
    headerName: 'Summer',
    headerClassName: 'group--summer',
    headerAlign: 'center',
    renderHeaderGroup: (params) => (
      <SeasonHeader {...params} icon={<WbSunnyIcon fontSize="small" />} />
    ),
    children: [{ field: 'jun' }, { field: 'jul' }, { field: 'aug' }],
  },
];

const rows = [
  { id: 1, city: 'Helsinki', dec: -2, jan: -4, feb: -5, jun: 15, jul: 18, aug: 16 },
  { id: 2, city: 'Madrid', dec: 7, jan: 6, feb: 8, jun: 23, jul: 26, aug: 26 },
  { id: 3, city: 'Cairo', dec: 16, jan: 14, feb: 16, jun: 28, jul: 29, aug: 29 },
];

export default function CustomGroupHeaders() {
  return (
    <Box
      sx={{
        height: 290,
        width: '100%',
        '& .group--winter': { bgcolor: 'rgba(33, 150, 243, 0.12)' },
        '& .group--summer': { bgcolor: 'rgba(255, 152, 0, 0.14)' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        disableColumnMenu
        hideFooter
      />
    </Box>
  );
}
