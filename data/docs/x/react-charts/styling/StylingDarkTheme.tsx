import * as React from 'react';
import Paper from '@mui/material/Paper';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';

const darkTheme = createTheme({ palette: { mode: 'dark' } });
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export default function StylingDarkTheme() {
  return (
    <ThemeProvider theme={darkTheme}>
      <Paper sx={{ p: 1 }}>
        <BarChart
          height={280}
          xAxis={[{ scaleType: 'band', data: days }]}
          series={[
            { data: [5.2, 6.1, 5.8, 6.4, 7.0, 8.9, 8.2], label: 'Deep sleep (h)' },
            { data: [1.9, 1.4, 1.7, 1.2, 1.0, 0.4, 0.6], label: 'Awake (h)' },
          ]}
        />
      </Paper>
    </ThemeProvider>
  );
}
