import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const values = [3, 5, 4, 8, 6, 9, 7, 11, 10, 13];

const variants = [
  { title: 'Line', props: {} },
  { title: 'Area with tooltip', props: { area: true, showTooltip: true, showHighlight: true } },
  { title: 'Bars', props: { plotType: 'bar' as const, showTooltip: true } },
];

export default function SparklineVariants() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(3, 1fr)', height: 110 }}>
      {variants.map(({ title, props }) => (
        <Paper key={title} variant="outlined" sx={{ p: 1.5 }}>
          <Typography variant="caption" color="text.secondary">
            {title}
          </Typography>
          <SparkLineChart data={values} height={60} {...props} />
        </Paper>
      ))}
    </Box>
  );
}
