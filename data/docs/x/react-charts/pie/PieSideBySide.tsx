import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

const colors = { Fixed: '#5c6bc0', Mobile: '#26a69a', Fibre: '#ffa726' };
const toData = (values: [number, number, number]) =>
  (Object.keys(colors) as (keyof typeof colors)[]).map((label, index) => ({
    id: label,
    label,
    value: values[index],
    color: colors[label],
  }));

export default function PieSideBySide() {
  return (
    <PieChart
      height={260}
      margin={{ top: 40, right: 10 }}
      series={[
        { id: '2019', data: toData([48, 35, 17]), cx: '25%', outerRadius: 90, innerRadius: 40 },
        { id: '2024', data: toData([21, 42, 37]), cx: '75%', outerRadius: 90, innerRadius: 40 },
      ]}
      slotProps={{
        legend: { position: { vertical: 'top', horizontal: 'middle' }, direction: 'row' },
      }}
    >
      <text x="25%" y="98%" textAnchor="middle" fontSize={14}>
        2019
      </text>
      <text x="75%" y="98%" textAnchor="middle" fontSize={14}>
        2024
      </text>
    </PieChart>
  );
}
