import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

type State = 'loading' | 'empty' | 'loaded';

const browsers = ['Chrome', 'Safari', 'Edge', 'Firefox'];

export default function BarsLoading() {
  const [state, setState] = React.useState<State>('loading');
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={state}
        onChange={(_, value: State | null) => value && setState(value)}
        aria-label="Data state"
      >
        <ToggleButton value="loading">loading</ToggleButton>
        <ToggleButton value="empty">no data</ToggleButton>
        <ToggleButton value="loaded">loaded</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={260}
        loading={state === 'loading'}
        xAxis={[{ scaleType: 'band', data: browsers }]}
        series={state === 'loaded' ? [{ data: [64, 19, 5, 3], label: 'Share (%)' }] : []}
      />
    </Stack>
  );
}
