import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 150 },
  { field: 'temperature', headerName: 'Temp (°C)', type: 'number', width: 110 },
  { field: 'wind', headerName: 'Wind (km/h)', type: 'number', width: 120 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 130 },
];

const readings = [
  { id: 1, station: 'Hobart airport', temperature: 14, wind: 28, humidity: 62 },
  { id: 2, station: 'Launceston', temperature: 17, wind: 12, humidity: 55 },
  { id: 3, station: 'Devonport', temperature: 15, wind: 24, humidity: 68 },
  { id: 4, station: 'Strahan', temperature: 12, wind: 35, humidity: 83 },
  { id: 5, station: 'St Helens', temperature: 18, wind: 16, humidity: 71 },
];

export default function LinearLoading() {
  const [request, setRequest] = React.useState(0);
  const [loading, setLoading] = React.useState(true);
  const [rows, setRows] = React.useState<typeof readings>([]);

  // Simulates a request: the previous rows stay on screen while it runs
  React.useEffect(() => {
    setLoading(true);
    const timer = setTimeout(() => {
      setRows(readings);
      setLoading(false);
    }, 1500);
    return () => clearTimeout(timer);
  }, [request]);

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        size="small"
        onClick={() => setRequest((value) => value + 1)}
        disabled={loading}
        sx={{ mb: 1 }}
      >
        Refresh readings
      </Button>
      <Box sx={{ height: 320 }}>
        {/* A thin bar along the top of the rows area, for first loads and reloads */}
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          slotProps={{
            loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'linear-progress' },
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
