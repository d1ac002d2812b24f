import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export default function BarsBorderRadius() {
  const [radius, setRadius] = React.useState(10);
  return (
    <Box>
      <Typography id="bar-radius-label" variant="body2">
        borderRadius: {radius}px
      </Typography>
      <Slider
        aria-labelledby="bar-radius-label"
        value={radius}
        min={0}
        max={30}
        onChange={(_, value) => setRadius(value as number)}
        sx={{ maxWidth: 300 }}
      />
      <BarChart
        height={280}
        borderRadius={radius}
        xAxis={[{ scaleType: 'band', data: weekdays }]}
        series={[
          { data: [3.2, 4.1, 3.8, 4.6, 5.0, 7.4, 6.1], label: 'Coffee (kg)', stack: 'sold' },
          { data: [1.1, 1.4, 1.2, 1.5, 1.9, 3.3, 2.8], label: 'Tea (kg)', stack: 'sold' },
        ]}
      />
    </Box>
  );
}
