import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

const colors = { Yes: '#26a69a', No: '#ef5350', 'No opinion': '#bdbdbd' };
const answers = (yes: number, no: number, none: number) => [
  { id: 'yes', value: yes, label: 'Yes', color: colors.Yes },
  { id: 'no', value: no, label: 'No', color: colors.No },
  { id: 'none', value: none, label: 'No opinion', color: colors['No opinion'] },
];

export default function SideBySidePies() {
  return (
    <PieChart
      height={260}
      margin={{ right: 5, bottom: 40 }}
      series={[
        { id: '2023', data: answers(48, 37, 15), outerRadius: 90, cx: '25%', arcLabel: 'value' },
        { id: '2024', data: answers(61, 28, 11), outerRadius: 90, cx: '75%', arcLabel: 'value' },
      ]}
      slotProps={{
        legend: {
          position: { vertical: 'bottom', horizontal: 'middle' },
          direction: 'row',
          padding: 0,
        },
      }}
    />
  );
}
