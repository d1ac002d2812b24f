import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00'];
const readings = [18, 19, null, 23, null, 25, 24];

export default function MissingValues() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: hours }]}
      series={[
        { data: readings, label: 'Sensor A (gaps)' },
        {
          data: readings.map((value) => (value === null ? null : value - 4)),
          label: 'Sensor B (connectNulls)',
          connectNulls: true,
        },
      ]}
    />
  );
}
