import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef, GridColumnGroupingModel, useGridApiRef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'q1', headerName: 'Q1', type: 'number', width: 90 },
  { field: 'q2', headerName: 'Q2', type: 'number', width: 90 },
  { field: 'q3', headerName: 'Q3', type: 'number', width: 90 },
  { field: 'q4', headerName: 'Q4', type: 'number', width: 90 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'revenue',
    headerName: 'Revenue 2023 (k$)',
    children: [
      { groupId: 'h1', headerName: 'First half', children: [{ field: 'q1' }, { field: 'q2' }] },
      { groupId: 'h2', headerName: 'Second half', children: [{ field: 'q3' }, { field: 'q4' }] },
    ],
  },
];

const rows = [
  { id: 1, region: 'Americas', q1: 410, q2: 455, q3: 430, q4: 520 },
  { id: 2, region: 'EMEA', q1: 380, q2: 362, q3: 401, q4: 468 },
  { id: 3, region: 'Asia Pacific', q1: 295, q2: 330, q3: 352, q4: 389 },
];

export default function CsvColumnGroups() {
  const apiRef = useGridApiRef();
  const [includeGroups, setIncludeGroups] = React.useState(true);
  const [csv, setCsv] = React.useState('');

  React.useEffect(() => {
    if (typeof apiRef.current?.getDataAsCsv === 'function') {
      setCsv(apiRef.current.getDataAsCsv({ includeColumnGroupsHeaders: includeGroups }));
    }
  }, [apiRef, includeGroups]);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        sx={{ mb: 1 }}
        control={
          <Switch
            checked={includeGroups}
            onChange={(event) => setIncludeGroups(event.target.checked)}
          />
        }
        label="includeColumnGroupsHeaders"
      />
      <Box sx={{ height: 260 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          columnGroupingModel={columnGroupingModel}
          hideFooter
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
        }}
      >
        {csv}
      </Box>
    </Box>
  );
}
