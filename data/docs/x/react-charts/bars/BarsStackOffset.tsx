import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

type Offset = 'none' | 'expand' | 'diverging';

const regions = ['North', 'East', 'South', 'West'];

export default function BarsStackOffset() {
  const [offset, setOffset] = React.useState<Offset>('expand');
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={offset}
        onChange={(_, value: Offset | null) => value && setOffset(value)}
        aria-label="Stack offset"
      >
        <ToggleButton value="none">none</ToggleButton>
        <ToggleButton value="expand">expand</ToggleButton>
        <ToggleButton value="diverging">diverging</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: regions }]}
        yAxis={[
          {
            valueFormatter: (value: number) =>
              offset === 'expand' ? `${Math.round(value * 100)} %` : `${value}`,
          },
        ]}
        series={[
          { data: [48, 35, 61, 22], label: 'Satisfied', stack: 'survey', stackOffset: offset },
          { data: [30, 41, 25, 33], label: 'Neutral', stack: 'survey', stackOffset: offset },
          {
            // Diverging stacks place negative values below zero; the other offsets expect
            // every value to be a positive share.
            data: [22, 24, 14, 45].map((value) => (offset === 'diverging' ? -value : value)),
            label: 'Dissatisfied',
            stack: 'survey',
            stackOffset: offset,
          },
        ]}
      />
    </Stack>
  );
}
