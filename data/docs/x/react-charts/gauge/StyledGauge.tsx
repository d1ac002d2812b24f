import * as React from 'react';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

export default function StyledGauge() {
  return (
    <Gauge
      height={200}
      value={3.2}
      valueMin={0}
      valueMax={5}
      startAngle={-120}
      endAngle={120}
      cornerRadius="50%"
      text={({ value, valueMax }) => `${value} / ${valueMax} TB`}
      sx={(theme) => ({
        [`& .${gaugeClasses.valueText}`]: { fontSize: 24, fontWeight: 600 },
        [`& .${gaugeClasses.valueArc}`]: { fill: theme.palette.warning.main },
        [`& .${gaugeClasses.referenceArc}`]: { fill: theme.palette.action.disabledBackground },
      })}
    />
  );
}
