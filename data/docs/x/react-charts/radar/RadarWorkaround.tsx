import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { ResponsiveChartContainer, useDrawingArea } from '@mui/x-charts';
import { blueberryTwilightPaletteLight } from '@mui/x-charts/colorPalettes';

const metrics = ['Speed', 'Battery', 'Camera', 'Screen', 'Price', 'Storage'];
const phones = [
  { label: 'Phone A', values: [85, 70, 90, 80, 45, 75] },
  { label: 'Phone B', values: [65, 90, 60, 70, 85, 60] },
];
const maxValue = 100;
const rings = [25, 50, 75, 100];

function Radar() {
  const theme = useTheme();
  const { left, top, width, height } = useDrawingArea();
  const cx = left + width / 2;
  const cy = top + height / 2;
  const radius = Math.min(width, height) / 2 - 30;
  // Angle 0 points up; metrics are spread clockwise.
  const point = (index: number, value: number) => {
    const angle = (index / metrics.length) * 2 * Math.PI;
    const r = (value / maxValue) * radius;
    return [cx + r * Math.sin(angle), cy - r * Math.cos(angle)];
  };
  const polygon = (values: number[]) => values.map((v, i) => point(i, v).join(',')).join(' ');

  return (
    <g>
      {rings.map((ring) => (
        <polygon
          key={ring}
          points={polygon(metrics.map(() => ring))}
          fill="none"
          stroke={theme.palette.divider}
        />
      ))}
      {metrics.map((metric, i) => {
        const [x, y] = point(i, maxValue);
        const [lx, ly] = point(i, maxValue + 14);
        return (
          <g key={metric}>
            <line x1={cx} y1={cy} x2={x} y2={y} stroke={theme.palette.divider} />
            <text
              x={lx}
              y={ly}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={12}
              fill={theme.palette.text.secondary}
            >
              {metric}
            </text>
          </g>
        );
      })}
      {phones.map((phone, i) => (
        <polygon
          key={phone.label}
          points={polygon(phone.values)}
          fill={blueberryTwilightPaletteLight[i]}
          fillOpacity={0.25}
          stroke={blueberryTwilightPaletteLight[i]}
          strokeWidth={2}
        >
          <title>{`${phone.label}: ${phone.values.map((v, j) => `${metrics[j]} ${v}`).join(', ')}`}</title>
        </polygon>
      ))}
      {phones.map((phone, i) => (
        <g key={phone.label} transform={`translate(${left + 8}, ${top + 12 + i * 20})`}>
          <rect width={12} height={12} y={-6} fill={blueberryTwilightPaletteLight[i]} />
          <text x={18} dominantBaseline="central" fontSize={13} fill={theme.palette.text.primary}>
            {phone.label}
          </text>
        </g>
      ))}
    </g>
  );
}

export default function RadarWorkaround() {
  return (
    <ResponsiveChartContainer
      height={340}
      series={[]}
      margin={{ top: 10, bottom: 10, left: 10, right: 10 }}
    >
      <Radar />
    </ResponsiveChartContainer>
  );
}
