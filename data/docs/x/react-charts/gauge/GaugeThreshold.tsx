import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

function colorFor(value: number) {
  if (value >= 90) {
    return '#c62828';
  }
  if (value >= 70) {
    return '#ef6c00';
  }
  return '#2e7d32';
}

export default function GaugeThreshold() {
  const [usage, setUsage] = React.useState(64);
  const level = usage >= 90 ? 'critical' : usage >= 70 ? 'high' : 'normal';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 4, flexWrap: 'wrap' }}>
      <Gauge
        width={180}
        height={140}
        value={usage}
        startAngle={-90}
        endAngle={90}
        cornerRadius="50%"
        text={({ value }) => `${value} %`}
        title="Disk usage"
        desc={`Disk usage ${usage} percent, level ${level}`}
        sx={{
          [`& .${gaugeClasses.valueArc}`]: { fill: colorFor(usage) },
          [`& .${gaugeClasses.valueText}`]: { fontSize: 22 },
        }}
      />
      <Box sx={{ width: 220 }}>
        <Typography id="disk-usage-label" variant="body2">
          Disk usage: {usage} % ({level})
        </Typography>
        <Slider
          aria-labelledby="disk-usage-label"
          value={usage}
          onChange={(_, value) => setUsage(value as number)}
        />
      </Box>
    </Box>
  );
}
