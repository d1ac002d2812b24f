import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const years = ['2019', '2020', '2021', '2022', '2023', '2024'];
const data = {
  Desktop: [62, 58, 54, 51, 47, 44],
  Mobile: [31, 36, 40, 43, 47, 50],
  Tablet: [7, 6, 6, 6, 6, 6],
};

export default function StackedAreaExpand() {
  const [expand, setExpand] = React.useState(true);

  return (
    <Stack sx={{ height: 350 }}>
      <FormControlLabel
        control={<Switch checked={expand} onChange={(event) => setExpand(event.target.checked)} />}
        label="stackOffset: 'expand'"
      />
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: years }]}
        yAxis={[
          expand
            ? { min: 0, max: 1, valueFormatter: (v: number) => `${Math.round(v * 100)}%` }
            : {},
        ]}
        series={Object.entries(data).map(([label, values]) => ({
          label,
          data: values,
          area: true,
          showMark: false,
          stack: 'traffic',
          stackOffset: expand ? 'expand' : 'none',
        }))}
      />
    </Stack>
  );
}
