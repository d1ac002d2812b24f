import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const cities = ['Amsterdam', 'Barcelona', 'Copenhagen', 'Düsseldorf', 'Edinburgh', 'Florence'];

export default function AxisLayout() {
  return (
    <BarChart
      height={320}
      margin={{ bottom: 80 }}
      xAxis={[
        {
          scaleType: 'band',
          data: cities,
          tickLabelStyle: { angle: 40, textAnchor: 'start', fontSize: 12 },
        },
      ]}
      yAxis={[{ max: 40 }]}
      series={[{ data: [21, 28, 19, 24, 17, 31], label: 'Hotels rated 4+' }]}
      topAxis={null}
      slotProps={{ legend: { hidden: true } }}
    >
      <ChartsReferenceLine
        y={23}
        label="Average"
        labelAlign="end"
        lineStyle={{ strokeDasharray: '6 4' }}
      />
    </BarChart>
  );
}
