import * as React from 'react';
import {
  ResponsiveChartContainer,
  ChartsXAxis,
  ChartsYAxis,
  ContinuousColorLegend,
  useXScale,
  useYScale,
  useZColorScale,
} from '@mui/x-charts';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const slots = ['00-04', '04-08', '08-12', '12-16', '16-20', '20-24'];
// Support tickets per time slot (rows) and weekday (columns).
const values = [
  [2, 3, 2, 1, 2, 4, 5],
  [1, 1, 2, 1, 1, 2, 3],
  [14, 18, 17, 16, 15, 6, 4],
  [19, 22, 21, 20, 17, 8, 6],
  [11, 13, 12, 14, 16, 9, 7],
  [5, 6, 5, 7, 9, 10, 8],
];

// Declared outside the JSX so TypeScript matches them to the band axis type.
const xAxis = { scaleType: 'band' as const, data: days, categoryGapRatio: 0.05 };
const yAxis = { scaleType: 'band' as const, data: slots, categoryGapRatio: 0.05 };

function HeatmapCells() {
  const xScale = useXScale<'band'>();
  const yScale = useYScale<'band'>();
  const colorScale = useZColorScale();
  return (
    <g>
      {values.flatMap((row, rowIndex) =>
        row.map((value, colIndex) => {
          const x = xScale(days[colIndex]) ?? 0;
          const y = yScale(slots[rowIndex]) ?? 0;
          return (
            <rect
              key={`${rowIndex}-${colIndex}`}
              x={x}
              y={y}
              width={xScale.bandwidth()}
              height={yScale.bandwidth()}
              fill={colorScale?.(value) ?? 'gray'}
            >
              <title>{`${days[colIndex]} ${slots[rowIndex]}: ${value} tickets`}</title>
            </rect>
          );
        }),
      )}
    </g>
  );
}

export default function HeatmapWorkaround() {
  return (
    <ResponsiveChartContainer
      height={340}
      margin={{ top: 60, left: 70 }}
      series={[]}
      xAxis={[xAxis]}
      yAxis={[yAxis]}
      zAxis={[{ min: 0, max: 22, colorMap: { type: 'continuous', color: ['#e3f2fd', '#0d47a1'] } }]}
    >
      <HeatmapCells />
      <ChartsXAxis disableLine disableTicks />
      <ChartsYAxis disableLine disableTicks />
      <ContinuousColorLegend
        axisDirection="z"
        position={{ vertical: 'top', horizontal: 'middle' }}
        direction="row"
        length={220}
        thickness={10}
      />
    </ResponsiveChartContainer>
  );
}
