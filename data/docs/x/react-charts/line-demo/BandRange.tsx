import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Normal daily range in Madrid (°C): lows and highs.
const lows = [3, 4, 6, 8, 12, 17, 20, 19, 16, 11, 6, 4];
const highs = [10, 12, 16, 18, 23, 29, 33, 32, 27, 20, 14, 10];

export default function BandRange() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ valueFormatter: (value: number) => `${value} °C` }]}
      series={[
        // The low line is stacked under the range so that the shaded area runs from low to high.
        { id: 'low', data: lows, label: 'Low', stack: 'range', showMark: false, color: '#42a5f5' },
        {
          id: 'range',
          data: highs.map((high, index) => high - lows[index]),
          label: 'Daily range',
          stack: 'range',
          area: true,
          showMark: false,
          color: '#ffb74d',
          valueFormatter: (value, { dataIndex }) => `${value} °C (high ${highs[dataIndex]} °C)`,
        },
      ]}
      sx={{ '& .MuiAreaElement-series-range': { fillOpacity: 0.5 } }}
    />
  );
}
