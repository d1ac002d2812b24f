import * as React from 'react';
import type { GridColDef } from '@mui/x-data-grid';

// Weather station readings and a simulated request for them, shared by the loading overlay demos
// of this page.

export interface Reading {
  id: number;
  station: string;
  temperature: number;
  wind: number;
  humidity: number;
}

export const readingColumns: GridColDef<Reading>[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 150 },
  { field: 'temperature', headerName: 'Temp (°C)', type: 'number', width: 110 },
  { field: 'wind', headerName: 'Wind (km/h)', type: 'number', width: 120 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 130 },
];

/**
 * Simulates a request for the readings, once at first and again on each `refresh()`: the previous
 * rows stay on screen while it runs.
 */
export function useReadingsRequest(readings: Reading[]) {
  const [request, setRequest] = React.useState(0);
  const [loading, setLoading] = React.useState(true);
  const [rows, setRows] = React.useState<Reading[]>([]);

  React.useEffect(() => {
    setLoading(true);
    const timer = setTimeout(() => {
      setRows(readings);
      setLoading(false);
    }, 1500);
    return () => clearTimeout(timer);
  }, [request, readings]);

  const refresh = React.useCallback(() => setRequest((value) => value + 1), []);
  return { rows, loading, refresh };
}
