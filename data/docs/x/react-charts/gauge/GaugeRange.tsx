import * as React from 'react';
import Stack from '@mui/material/Stack';
import { Gauge } from '@mui/x-charts/Gauge';

export default function GaugeRange() {
  return (
    <Stack direction="row" spacing={4} justifyContent="center" sx={{ flexWrap: 'wrap' }}>
      {/* Temperature between -20 and 40 °C: the arc fills from the minimum, not from 0. */}
      <Gauge
        width={160}
        height={160}
        value={18}
        valueMin={-20}
        valueMax={40}
        text={({ value }) => `${value} °C`}
        title="Outdoor temperature"
        desc="18 degrees Celsius on a scale from -20 to 40"
      />
      <Gauge
        width={160}
        height={160}
        value={1240}
        valueMax={2000}
        startAngle={-110}
        endAngle={110}
        text={({ value, valueMax }) => `${value} / ${valueMax}`}
        title="Active calories"
        desc="1,240 of 2,000 kcal burnt"
      />
    </Stack>
  );
}
