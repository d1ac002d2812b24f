import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowSpacingParams } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'station', headerName: 'Station', flex: 1 },
  { field: 'temperature', headerName: 'Temp (°C)', type: 'number', width: 120 },
];

const rows = [
  { id: 1, station: 'Reykjavík', temperature: 4 },
  { id: 2, station: 'Nairobi', temperature: 22 },
  { id: 3, station: 'Montréal', temperature: -3 },
  { id: 4, station: 'Singapore', temperature: 31 },
  { id: 5, station: 'Hobart', temperature: 12 },
];

export default function RowSpacing() {
  const getRowSpacing = React.useCallback(
    (params: GridRowSpacingParams) => ({
      top: params.isFirstVisible ? 0 : 6,
      bottom: params.isLastVisible ? 0 : 6,
    }),
    [],
  );

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowSpacing={getRowSpacing}
        sx={{ '& .MuiDataGrid-row': { bgcolor: 'action.hover' } }}
        hideFooter
      />
    </Box>
  );
}
