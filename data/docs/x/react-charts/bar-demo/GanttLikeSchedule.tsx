import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// Opening hours per weekday, drawn as floating bars: an invisible "closed until" segment
// followed by the open period.
const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const opens = [9, 9, 9, 9, 9, 10, 12];
const closes = [18, 18, 20, 18, 21, 17, 16];

const hour = (value: number | null) =>
  value === null ? '' : `${String(value).padStart(2, '0')}:00`;

export default function GanttLikeSchedule() {
  return (
    <BarChart
      height={320}
      layout="horizontal"
      margin={{ left: 90 }}
      yAxis={[{ scaleType: 'band', data: days }]}
      xAxis={[{ min: 6, max: 22, tickInterval: [6, 9, 12, 15, 18, 21], valueFormatter: hour }]}
      series={[
        {
          data: opens,
          stack: 'day',
          color: 'transparent',
          valueFormatter: (value) => `opens ${hour(value)}`,
        },
        {
          data: closes.map((close, index) => close - opens[index]),
          stack: 'day',
          label: 'Open',
          valueFormatter: (value, { dataIndex }) => `${value} h, until ${hour(closes[dataIndex])}`,
        },
      ]}
      slotProps={{ legend: { hidden: true } }}
      grid={{ vertical: true }}
    />
  );
}
