import * as React from 'react';
import Box from '@mui/material/Box';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { DataGrid, GridColDef, GridColTypeDef, GridRenderCellParams } from '@mui/x-data-grid';

type WeeklyVisits = { id: number; page: string; visits: number[] };

// change between the first and the last point, used for sorting
const trend = (values: number[]) => values[values.length - 1] - values[0];

function SparklineCell(props: GridRenderCellParams<WeeklyVisits, number[], string>) {
  const { value, colDef } = props;
  if (!value || value.length === 0) {
    return null;
  }
  return (
    <SparkLineChart
      data={value}
      width={colDef.computedWidth}
      height={36}
      curve="natural"
      colors={[trend(value) >= 0 ? '#2e7d32' : '#d32f2f']}
      showHighlight
      showTooltip
      margin={{ top: 4, bottom: 4, left: 8, right: 8 }}
    />
  );
}

// A reusable "sparkline" type: the value is an array of numbers.
const sparklineColumnType: GridColTypeDef<number[], string> = {
  type: 'custom',
  width: 160,
  display: 'flex',
  renderCell: (params: GridRenderCellParams<WeeklyVisits, number[], string>) => (
    <SparklineCell {...params} />
  ),
  sortComparator: (a, b) => trend(a) - trend(b),
  filterable: false,
  // the string quick filter would read "120,134,…": leave these columns out
  getApplyQuickFilterFn: () => null,
  valueFormatter: (value: number[]) => value.join(', '),
};

const rows: WeeklyVisits[] = [
  { id: 1, page: '/pricing', visits: [820, 860, 910, 880, 970, 1040, 1110] },
  { id: 2, page: '/blog/release-notes-7', visits: [2400, 1900, 1500, 1220, 1010, 860, 790] },
  { id: 3, page: '/docs/getting-started', visits: [1310, 1290, 1350, 1330, 1380, 1360, 1420] },
  { id: 4, page: '/careers', visits: [310, 280, 300, 420, 460, 450, 520] },
  { id: 5, page: '/status', visits: [90, 85, 410, 120, 95, 88, 92] },
];

const columns: GridColDef<WeeklyVisits>[] = [
  { field: 'page', headerName: 'Page', flex: 1, minWidth: 190 },
  {
    field: 'total',
    headerName: 'Visits (7 days)',
    type: 'number',
    width: 130,
    valueGetter: (_value, row) => row.visits.reduce((sum, visits) => sum + visits, 0),
  },
  { field: 'visits', headerName: 'Trend', ...sparklineColumnType },
];

export default function SparklineColumnType() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'visits', sort: 'desc' }] } }}
        hideFooter
      />
    </Box>
  );
}
