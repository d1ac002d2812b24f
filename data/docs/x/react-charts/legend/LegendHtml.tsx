import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7'];
const allSeries = [
  { id: 'paris', label: 'Paris', color: '#1976d2', data: [82, 85, 91, 88, 94, 97, 99] },
  { id: 'madrid', label: 'Madrid', color: '#ef6c00', data: [64, 70, 68, 75, 79, 81, 86] },
  { id: 'rome', label: 'Rome', color: '#2e7d32', data: [55, 58, 61, 60, 66, 70, 72] },
];

export default function LegendHtml() {
  const [visible, setVisible] = React.useState<string[]>(['paris', 'madrid', 'rome']);
  const toggle = (id: string) =>
    setVisible((current) =>
      current.includes(id) ? current.filter((entry) => entry !== id) : [...current, id],
    );

  return (
    <Box>
      <FormGroup row sx={{ justifyContent: 'center' }}>
        {allSeries.map((series) => (
          <FormControlLabel
            key={series.id}
            label={series.label}
            control={
              <Checkbox
                checked={visible.includes(series.id)}
                onChange={() => toggle(series.id)}
                sx={{ color: series.color, '&.Mui-checked': { color: series.color } }}
              />
            }
          />
        ))}
      </FormGroup>
      <LineChart
        height={280}
        margin={{ top: 20 }}
        xAxis={[{ scaleType: 'point', data: weeks }]}
        yAxis={[{ min: 40, max: 100, label: 'Hotel occupancy (%)' }]}
        series={allSeries.filter((series) => visible.includes(series.id))}
        slotProps={{ legend: { hidden: true } }}
      />
    </Box>
  );
}
