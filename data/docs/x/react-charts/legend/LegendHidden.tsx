import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function LegendHidden() {
  const [hidden, setHidden] = React.useState(false);
  return (
    <Stack>
      <FormControlLabel
        control={<Switch checked={hidden} onChange={(event) => setHidden(event.target.checked)} />}
        label="Hide the legend"
      />
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: months }]}
        series={[
          { data: [41, 44, 47, 52, 55, 61], label: 'Paid plans' },
          { data: [12, 13, 15, 14, 17, 18], label: 'Free plans' },
          // No label: this reference series never gets a legend entry.
          { data: [45, 45, 45, 45, 45, 45], showMark: false, color: '#9e9e9e' },
        ]}
        slotProps={{ legend: { hidden } }}
      />
    </Stack>
  );
}
