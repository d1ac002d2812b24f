import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct'];
const actual = [210, 225, 240, 238, 256, 270, null, null, null, null];
// The forecast starts at the last actual point so the two lines join.
const forecast = [null, null, null, null, null, 270, 282, 295, 301, 318];

export default function ActualVsForecast() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[
        { id: 'actual', data: actual, label: 'Actual', color: '#1976d2' },
        { id: 'forecast', data: forecast, label: 'Forecast', color: '#1976d2', showMark: false },
      ]}
      sx={{
        '& .MuiLineElement-series-forecast': { strokeDasharray: '6 5' },
      }}
    />
  );
}
