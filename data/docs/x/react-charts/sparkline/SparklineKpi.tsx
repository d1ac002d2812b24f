import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const kpis = [
  { title: 'Active users', value: '18,240', data: [14.1, 14.8, 15.2, 15.0, 16.3, 17.1, 18.2] },
  { title: 'Conversion', value: '3.1 %', data: [3.6, 3.5, 3.4, 3.3, 3.3, 3.2, 3.1] },
  { title: 'Avg. basket', value: '€52.40', data: [48, 51, 49, 53, 50, 54, 52.4] },
];

export default function SparklineKpi() {
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' }}
    >
      {kpis.map((kpi) => {
        const rising = kpi.data[kpi.data.length - 1] >= kpi.data[0];
        return (
          <Paper key={kpi.title} variant="outlined" sx={{ p: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {kpi.title}
            </Typography>
            <Typography variant="h5">{kpi.value}</Typography>
            <SparkLineChart
              data={kpi.data}
              height={50}
              area
              curve="natural"
              colors={[rising ? '#2e7d32' : '#c62828']}
              showHighlight
              showTooltip
              xAxis={{
                scaleType: 'band',
                data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
              }}
            />
          </Paper>
        );
      })}
    </Box>
  );
}
