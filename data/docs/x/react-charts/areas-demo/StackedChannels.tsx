import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];
const channels = [
  { label: 'Organic', data: [420, 450, 470, 460, 510, 540, 560, 590] },
  { label: 'Paid', data: [210, 260, 240, 300, 320, 280, 310, 350] },
  { label: 'Referral', data: [90, 110, 105, 120, 130, 150, 145, 160] },
];

export default function StackedChannels() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: weeks }]}
      series={channels.map((channel) => ({
        ...channel,
        area: true,
        stack: 'visits',
        showMark: false,
      }))}
      grid={{ horizontal: true }}
    />
  );
}
