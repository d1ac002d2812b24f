import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

const teams = ['Support', 'Billing', 'Onboarding', 'Sales'];
const satisfaction = [91, 88, 94, 90];

export default function AxisMinMax() {
  const [fromZero, setFromZero] = React.useState(true);
  return (
    <Stack>
      <FormControlLabel
        control={
          <Switch checked={fromZero} onChange={(event) => setFromZero(event.target.checked)} />
        }
        label="Axis from 0 to 100"
      />
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: teams }]}
        yAxis={[fromZero ? { min: 0, max: 100 } : { min: 85, max: 95 }]}
        series={[{ data: satisfaction, label: 'Satisfaction (%)' }]}
      />
    </Stack>
  );
}
