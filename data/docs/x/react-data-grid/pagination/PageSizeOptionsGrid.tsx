import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const stations = ['North Pier', 'Hill Road', 'Mill Lane', 'Airport', 'Old Market', 'Riverside'];

const rows = Array.from({ length: 42 }, (_, index) => ({
  id: index + 1,
  station: stations[index % stations.length],
  temperature: Math.round((8 + ((index * 37) % 19) * 0.7) * 10) / 10,
  humidity: 40 + ((index * 13) % 45),
}));

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Reading', width: 100 },
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 140 },
  { field: 'temperature', headerName: 'Temp (°C)', type: 'number', width: 120 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 130 },
];

export default function PageSizeOptionsGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        pageSizeOptions={[5, 10, 25, { value: 100, label: 'All (max 100)' }]}
        initialState={{ pagination: { paginationModel: { pageSize: 5, page: 1 } } }}
      />
    </Box>
  );
}
