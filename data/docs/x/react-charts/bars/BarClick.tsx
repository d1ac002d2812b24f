import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart, BarItemIdentifier } from '@mui/x-charts';

const regions = ['North', 'South', 'East', 'West'];
const series = [
  { id: 'plan', data: [40, 35, 50, 45], label: 'Plan' },
  { id: 'actual', data: [44, 31, 52, 39], label: 'Actual' },
];

export default function BarClick() {
  const [clicked, setClicked] = React.useState<BarItemIdentifier | null>(null);

  const message = clicked
    ? `Series "${clicked.seriesId}", ${regions[clicked.dataIndex]}: ${
        series.find((s) => s.id === clicked.seriesId)?.data[clicked.dataIndex]
      }`
    : 'Click a bar';

  return (
    <Stack sx={{ height: 340 }}>
      <Typography variant="body2" sx={{ height: 40, lineHeight: '40px' }}>
        {message}
      </Typography>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: regions }]}
        series={series}
        onItemClick={(event, item) => setClicked(item)}
      />
    </Stack>
  );
}
