import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { ResponsiveChartContainer, useDrawingArea } from '@mui/x-charts';
import { blueberryTwilightPaletteLight as palette } from '@mui/x-charts/colorPalettes';

const sources = ['Search', 'Social', 'Email'];
const targets = ['Signed up', 'Browsed only', 'Left'];
// [source index, target index, visitors]
const flows: Array<[number, number, number]> = [
  [0, 0, 320],
  [0, 1, 540],
  [0, 2, 240],
  [1, 0, 90],
  [1, 1, 260],
  [1, 2, 350],
  [2, 0, 180],
  [2, 1, 120],
  [2, 2, 60],
];
const nodeWidth = 14;
const gap = 16;

// Stack nodes vertically, each as tall as its total, separated by a gap.
function stackNodes(totals: number[], top: number, scale: number) {
  let y = top;
  return totals.map((total) => {
    const node = { y, height: total * scale };
    y += node.height + gap;
    return node;
  });
}

function Sankey() {
  const theme = useTheme();
  const { left, top, width, height } = useDrawingArea();
  const sourceTotals = sources.map((_, s) =>
    flows.filter((f) => f[0] === s).reduce((a, f) => a + f[2], 0),
  );
  const targetTotals = targets.map((_, t) =>
    flows.filter((f) => f[1] === t).reduce((a, f) => a + f[2], 0),
  );
  const total = sourceTotals.reduce((a, b) => a + b, 0);
  const scale = (height - gap * (sources.length - 1)) / total;
  const sourceNodes = stackNodes(sourceTotals, top, scale);
  const targetNodes = stackNodes(targetTotals, top, scale);
  const x0 = left + 90;
  const x1 = left + width - 110;
  const sourceOffset = sourceNodes.map((n) => n.y);
  const targetOffset = targetNodes.map((n) => n.y);

  return (
    <g>
      {flows.map(([s, t, value]) => {
        const h = value * scale;
        const ys = sourceOffset[s];
        const yt = targetOffset[t];
        sourceOffset[s] += h;
        targetOffset[t] += h;
        const a = x0 + nodeWidth;
        const mid = (a + x1) / 2;
        const d = `M${a},${ys} C${mid},${ys} ${mid},${yt} ${x1},${yt} L${x1},${yt + h} C${mid},${yt + h} ${mid},${ys + h} ${a},${ys + h} Z`;
        return (
          <path key={`${s}-${t}`} d={d} fill={palette[s]} fillOpacity={0.35}>
            <title>{`${sources[s]} → ${targets[t]}: ${value} visitors`}</title>
          </path>
        );
      })}
      {sourceNodes.map((node, i) => (
        <g key={sources[i]}>
          <rect x={x0} y={node.y} width={nodeWidth} height={node.height} fill={palette[i]} />
          <text
            x={x0 - 8}
            y={node.y + node.height / 2}
            textAnchor="end"
            dominantBaseline="central"
            fontSize={13}
            fill={theme.palette.text.primary}
          >
            {sources[i]}
          </text>
        </g>
      ))}
      {targetNodes.map((node, i) => (
        <g key={targets[i]}>
          <rect
            x={x1}
            y={node.y}
            width={nodeWidth}
            height={node.height}
            fill={theme.palette.grey[600]}
          />
          <text
            x={x1 + nodeWidth + 8}
            y={node.y + node.height / 2}
            dominantBaseline="central"
            fontSize={13}
            fill={theme.palette.text.primary}
          >
            {`${targets[i]} (${targetTotals[i]})`}
          </text>
        </g>
      ))}
    </g>
  );
}

export default function SankeyWorkaround() {
  return (
    <ResponsiveChartContainer
      height={320}
      series={[]}
      margin={{ top: 10, bottom: 10, left: 10, right: 10 }}
    >
      <Sankey />
    </ResponsiveChartContainer>
  );
}
