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
  { id: 1, station: 'Tromsø harbour', temperature: -3, wind: 22, humidity: 81 },
  { id: 2, station: 'Bergen Florida', temperature: 6, wind: 15, humidity: 88 },
  { id: 3, station: 'Oslo Blindern', temperature: 2, wind: 9, humidity: 74 },
  { id: 4, station: 'Trondheim Voll', temperature: 1, wind: 18, humidity: 79 },
  { id: 5, station: 'Stavanger Sola', temperature: 7, wind: 31, humidity: 85 },
];

export default function CircularLoading() {
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
        {/* 'circular-progress' is the default for both variant and noRowsVariant */}
        <DataGrid rows={rows} columns={columns} loading={loading} hideFooter />
      </Box>
    </Box>
  );
}
