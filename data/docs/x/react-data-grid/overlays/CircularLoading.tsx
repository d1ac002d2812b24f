import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid } from '@mui/x-data-grid';
import { readingColumns, useReadingsRequest, type Reading } from './weatherReadings';

const readings: Reading[] = [
  { id: 1, station: 'Tromsø harbour', temperature: -3, wind: 22, humidity: 81 },
  { id: 2, station: 'Bergen Florida', temperature: 6, wind: 15, humidity: 88 },
  { id: 3, station: 'Oslo Blindern', temperature: 2, wind: 9, humidity: 74 },
  { id: 4, station: 'Trondheim Voll', temperature: 1, wind: 18, humidity: 79 },
  { id: 5, station: 'Stavanger Sola', temperature: 7, wind: 31, humidity: 85 },
];

export default function CircularLoading() {
  const { rows, loading, refresh } = useReadingsRequest(readings);

  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" onClick={refresh} disabled={loading} sx={{ mb: 1 }}>
        Refresh readings
      </Button>
      <Box sx={{ height: 320 }}>
        {/* 'circular-progress' is the default for both variant and noRowsVariant */}
        <DataGrid rows={rows} columns={readingColumns} loading={loading} hideFooter />
      </Box>
    </Box>
  );
}
