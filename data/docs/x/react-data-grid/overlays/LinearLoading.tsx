import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid } from '@mui/x-data-grid';
import { readingColumns, useReadingsRequest, type Reading } from './weatherReadings';

const readings: Reading[] = [
  { id: 1, station: 'Hobart airport', temperature: 14, wind: 28, humidity: 62 },
  { id: 2, station: 'Launceston', temperature: 17, wind: 12, humidity: 55 },
  { id: 3, station: 'Devonport', temperature: 15, wind: 24, humidity: 68 },
  { id: 4, station: 'Strahan', temperature: 12, wind: 35, humidity: 83 },
  { id: 5, station: 'St Helens', temperature: 18, wind: 16, humidity: 71 },
];

export default function LinearLoading() {
  const { rows, loading, refresh } = useReadingsRequest(readings);

  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" onClick={refresh} disabled={loading} sx={{ mb: 1 }}>
        Refresh readings
      </Button>
      <Box sx={{ height: 320 }}>
        {/* A thin bar along the top of the rows area, for first loads and reloads */}
        <DataGrid
          rows={rows}
          columns={readingColumns}
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
