import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const years = [2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024];
const riders = [4, 6, 9, 13, 11, 17, 22, 26, 31];

export default function AxisTickSpacing() {
  const [tickNumber, setTickNumber] = React.useState(5);
  return (
    <Box>
      <Typography id="tick-number-label" variant="body2">
        tickNumber: {tickNumber}
      </Typography>
      <Slider
        aria-labelledby="tick-number-label"
        value={tickNumber}
        min={2}
        max={12}
        onChange={(_, value) => setTickNumber(value as number)}
        sx={{ maxWidth: 300 }}
      />
      <LineChart
        height={260}
        xAxis={[{ data: years, tickMinStep: 1, valueFormatter: (year: number) => `${year}` }]}
        yAxis={[{ tickNumber, valueFormatter: (value: number) => `${value}k` }]}
        series={[{ data: riders, label: 'Bike-share members' }]}
      />
    </Box>
  );
}
