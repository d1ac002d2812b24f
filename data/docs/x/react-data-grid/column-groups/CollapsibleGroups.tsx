import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  DataGrid,
  GridColDef,
  GridColumnGroupHeaderParams,
  GridColumnGroupingModel,
  GridColumnVisibilityModel,
} from '@mui/x-data-grid';

type Quarter = { id: 'q1' | 'q2'; label: string; months: [string, string, string] };

const quarters: Quarter[] = [
  { id: 'q1', label: 'Q1 2024', months: ['Jan', 'Feb', 'Mar'] },
  { id: 'q2', label: 'Q2 2024', months: ['Apr', 'May', 'Jun'] },
];

type BudgetRow = { id: number; department: string } & Record<string, number | string>;

const monthly: Record<string, number[]> = {
  Marketing: [12000, 9500, 14200, 11800, 10400, 15100],
  Engineering: [48000, 48000, 51500, 52000, 52000, 53800],
  Support: [8200, 8400, 8100, 9000, 9300, 9100],
  Facilities: [6100, 5900, 6400, 6000, 6200, 7300],
};

const rows: BudgetRow[] = Object.entries(monthly).map(([department, values], index) => {
  const row: BudgetRow = { id: index + 1, department };
  quarters.forEach((quarter, q) => {
    const slice = values.slice(q * 3, q * 3 + 3);
    quarter.months.forEach((month, m) => {
      row[month.toLowerCase()] = slice[m];
    });
    row[`${quarter.id}Total`] = slice.reduce((sum, value) => sum + value, 0);
  });
  return row;
});

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const columns: GridColDef<BudgetRow>[] = [
  { field: 'department', headerName: 'Department', width: 130 },
  ...quarters.flatMap<GridColDef<BudgetRow>>((quarter) => [
    ...quarter.months.map<GridColDef<BudgetRow>>((month) => ({
      field: month.toLowerCase(),
      headerName: month,
      type: 'number',
      width: 95,
      valueFormatter: (value: number) => usd.format(value),
    })),
    {
      field: `${quarter.id}Total`,
      headerName: 'Total',
      type: 'number',
      width: 105,
      valueFormatter: (value: number) => usd.format(value),
      cellClassName: 'quarter-total',
    },
  ]),
];

function CollapsibleHeader(
  props: GridColumnGroupHeaderParams & { collapsed: boolean; onToggle: () => void },
) {
  const { headerName, collapsed, onToggle } = props;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Typography variant="body2" fontWeight={600}>
        {headerName}
      </Typography>
      <IconButton
        size="small"
        onClick={onToggle}
        aria-label={
          collapsed ? `Show the months of ${headerName}` : `Hide the months of ${headerName}`
        }
      >
        {collapsed ? <ChevronRightIcon fontSize="small" /> : <ChevronLeftIcon fontSize="small" />}
      </IconButton>
    </Box>
  );
}

export default function CollapsibleGroups() {
  const [collapsed, setCollapsed] = React.useState<Record<string, boolean>>({ q1: true });

  const toggle = React.useCallback((quarterId: string) => {
    setCollapsed((prev) => ({ ...prev, [quarterId]: !prev[quarterId] }));
  }, []);

  // Collapsing a group hides its month columns and keeps the total.
  const columnVisibilityModel = React.useMemo<GridColumnVisibilityModel>(() => {
    const model: GridColumnVisibilityModel = {};
    quarters.forEach((quarter) => {
      quarter.months.forEach((month) => {
        model[month.toLowerCase()] = !collapsed[quarter.id];
      });
    });
    return model;
  }, [collapsed]);

  const columnGroupingModel = React.useMemo<GridColumnGroupingModel>(
    () =>
      quarters.map((quarter) => ({
        groupId: quarter.id,
        headerName: quarter.label,
        children: [
          ...quarter.months.map((month) => ({ field: month.toLowerCase() })),
          { field: `${quarter.id}Total` },
        ],
        renderHeaderGroup: (params) => (
          <CollapsibleHeader
            {...params}
            collapsed={!!collapsed[quarter.id]}
            onToggle={() => toggle(quarter.id)}
          />
        ),
      })),
    [collapsed, toggle],
  );

  return (
    <Box
      sx={{
        height: 330,
        width: '100%',
        '& .quarter-total': { fontWeight: 600 },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        columnVisibilityModel={columnVisibilityModel}
        disableColumnSelector
        showColumnVerticalBorder
        hideFooter
      />
    </Box>
  );
}
