import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { ResponsiveChartContainer } from '@mui/x-charts/ResponsiveChartContainer';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsClipPath } from '@mui/x-charts/ChartsClipPath';

// Price (€) and rating of 40 hotels, generated from a fixed formula.
const hotels = Array.from({ length: 40 }, (_, index) => ({
  id: index,
  x: 60 + ((index * 37) % 240),
  y: Number((6 + ((index * 53) % 40) / 10).toFixed(1)),
}));

export default function ClippedScatter() {
  const [range, setRange] = React.useState<number[]>([100, 220]);
  const clipPathId = 'clipped-scatter-area';
  return (
    <Box>
      <Typography id="price-range-label" variant="body2">
        Price range: €{range[0]} – €{range[1]}
      </Typography>
      <Slider
        aria-labelledby="price-range-label"
        value={range}
        min={60}
        max={300}
        onChange={(_, value) => setRange(value as number[])}
        sx={{ maxWidth: 320 }}
      />
      <ResponsiveChartContainer
        height={280}
        xAxis={[{ id: 'price', min: range[0], max: range[1], label: 'Price per night (€)' }]}
        yAxis={[{ id: 'rating', min: 6, max: 10 }]}
        series={[{ type: 'scatter', data: hotels, label: 'Hotels' }]}
      >
        {/* Points outside the drawing area are cut instead of overlapping the axes. */}
        <g clipPath={`url(#${clipPathId})`}>
          <ScatterPlot />
        </g>
        <ChartsXAxis axisId="price" />
        <ChartsYAxis axisId="rating" />
        <ChartsClipPath id={clipPathId} />
      </ResponsiveChartContainer>
    </Box>
  );
}
