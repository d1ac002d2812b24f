import * as React from 'react';
import Stack from '@mui/material/Stack';
import Chip from '@mui/material/Chip';
import { BarChart, HighlightItemData } from '@mui/x-charts';

const series = [
  { id: 'north', label: 'North', data: [31, 28, 35, 40] },
  { id: 'south', label: 'South', data: [22, 30, 26, 29] },
  { id: 'west', label: 'West', data: [18, 21, 24, 20] },
].map((s) => ({ ...s, highlightScope: { highlight: 'series', fade: 'global' } as const }));

export default function ControlledHighlight() {
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(null);

  return (
    <Stack spacing={1} sx={{ height: 340 }}>
      <Stack direction="row" spacing={1}>
        {series.map((s) => (
          <Chip
            key={s.id}
            label={s.label}
            color={highlighted?.seriesId === s.id ? 'primary' : 'default'}
            onMouseEnter={() => setHighlighted({ seriesId: s.id })}
            onMouseLeave={() => setHighlighted(null)}
          />
        ))}
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: ['Q1', 'Q2', 'Q3', 'Q4'] }]}
        series={series}
        highlightedItem={highlighted}
        onHighlightChange={setHighlighted}
        slotProps={{ legend: { hidden: true } }}
      />
    </Stack>
  );
}
