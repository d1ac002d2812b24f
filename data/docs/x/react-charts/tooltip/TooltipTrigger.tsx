import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

type Trigger = 'axis' | 'item' | 'none';

export default function TooltipTrigger() {
  const [trigger, setTrigger] = React.useState<Trigger>('axis');

  return (
    <Stack spacing={1} sx={{ height: 350 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={trigger}
        onChange={(event, value: Trigger | null) => value && setTrigger(value)}
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="item">item</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        tooltip={{ trigger }}
        xAxis={[{ scaleType: 'band', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }]}
        yAxis={[{ valueFormatter: (value: number) => `${value} min` }]}
        series={[
          { data: [32, 41, 28, 45, 38], label: 'Walking', valueFormatter: (v) => `${v} min` },
          { data: [20, 0, 35, 15, 42], label: 'Cycling', valueFormatter: (v) => `${v} min` },
          {
            data: [null, 30, null, 25, null],
            label: 'Swimming',
            valueFormatter: (v) => (v === null ? 'rest' : `${v} min`),
          },
        ]}
      />
    </Stack>
  );
}
