import * as React from 'react';
import Stack from '@mui/material/Stack';
import { Gauge } from '@mui/x-charts/Gauge';

export default function BasicGauges() {
  return (
    <Stack direction="row" spacing={2} sx={{ height: 160 }} justifyContent="center">
      <Gauge width={150} height={150} value={62} />
      <Gauge width={150} height={150} value={62} startAngle={-110} endAngle={110} />
      <Gauge
        width={150}
        height={150}
        value={62}
        startAngle={-90}
        endAngle={90}
        innerRadius="70%"
        cornerRadius="50%"
      />
    </Stack>
  );
}
