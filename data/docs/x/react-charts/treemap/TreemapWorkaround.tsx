import * as React from 'react';
import { ResponsiveChartContainer, useDrawingArea } from '@mui/x-charts';
import { blueberryTwilightPaletteLight } from '@mui/x-charts/colorPalettes';

type Item = { name: string; value: number; color: string };
type Box = { x: number; y: number; w: number; h: number };

// Disk usage in GB, sorted from largest to smallest.
const items: Item[] = [
  { name: 'Videos', value: 182 },
  { name: 'Photos', value: 96 },
  { name: 'Games', value: 74 },
  { name: 'Apps', value: 41 },
  { name: 'Music', value: 28 },
  { name: 'Documents', value: 12 },
  { name: 'Mail', value: 7 },
].map((item, i) => ({
  ...item,
  color: blueberryTwilightPaletteLight[i % blueberryTwilightPaletteLight.length],
}));

const sum = (list: Item[]) => list.reduce((total, item) => total + item.value, 0);

// Binary split layout: cut the list where the two halves have similar totals,
// split the box along its longer side in proportion, and recurse on each half.
function layout(list: Item[], box: Box): Array<Item & Box> {
  if (list.length === 1) {
    return [{ ...list[0], ...box }];
  }
  const total = sum(list);
  let cut = 1;
  while (cut < list.length - 1 && sum(list.slice(0, cut)) < total / 2) {
    cut += 1;
  }
  const ratio = sum(list.slice(0, cut)) / total;
  const [a, b]: [Box, Box] =
    box.w >= box.h
      ? [
          { ...box, w: box.w * ratio },
          { ...box, x: box.x + box.w * ratio, w: box.w * (1 - ratio) },
        ]
      : [
          { ...box, h: box.h * ratio },
          { ...box, y: box.y + box.h * ratio, h: box.h * (1 - ratio) },
        ];
  return [...layout(list.slice(0, cut), a), ...layout(list.slice(cut), b)];
}

function Treemap() {
  const { left, top, width, height } = useDrawingArea();
  const tiles = layout(items, { x: left, y: top, w: width, h: height });
  return (
    <g>
      {tiles.map((tile) => (
        <g key={tile.name}>
          <rect
            x={tile.x}
            y={tile.y}
            width={tile.w}
            height={tile.h}
            fill={tile.color}
            stroke="#fff"
            strokeWidth={2}
          >
            <title>{`${tile.name}: ${tile.value} GB`}</title>
          </rect>
          {tile.w > 60 && tile.h > 36 && (
            <text
              x={tile.x + 8}
              y={tile.y + 20}
              fill="#fff"
              fontSize={13}
              fontWeight={600}
              pointerEvents="none"
            >
              {tile.name}
              <tspan x={tile.x + 8} dy={16} fontWeight={400}>
                {tile.value} GB
              </tspan>
            </text>
          )}
        </g>
      ))}
    </g>
  );
}

export default function TreemapWorkaround() {
  return (
    <ResponsiveChartContainer
      height={320}
      series={[]}
      margin={{ top: 5, bottom: 5, left: 5, right: 5 }}
    >
      <Treemap />
    </ResponsiveChartContainer>
  );
}
