import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = ['W14', 'W15', 'W16', 'W17', 'W18', 'W19'];
const series = [
  { id: 'signups', data: [240, 265, 290, 310, 305, 340], label: 'Sign-ups' },
  { id: 'trials', data: [120, 140, 150, 170, 160, 190], label: 'Trials started' },
];

export default function LinesClick() {
  const [message, setMessage] = React.useState('Click a mark or a line.');
  return (
    <Stack>
      <LineChart
        height={280}
        xAxis={[{ data: weeks, scaleType: 'point' }]}
        series={series}
        onMarkClick={(_, item) => {
          const clicked = series.find((entry) => entry.id === item.seriesId);
          if (clicked && item.dataIndex !== undefined) {
            setMessage(
              `${clicked.label}, ${weeks[item.dataIndex]}: ${clicked.data[item.dataIndex]}`,
            );
          }
        }}
        onLineClick={(_, item) => setMessage(`Line clicked: ${item.seriesId}`)}
      />
      <Typography variant="body2" sx={{ px: 2 }} aria-live="polite">
        {message}
      </Typography>
    </Stack>
  );
}
