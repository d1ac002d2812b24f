import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridComparatorFn } from '@mui/x-data-grid';

const severityRank: Record<string, number> = { Critical: 0, High: 1, Medium: 2, Low: 3 };

const severityComparator: GridComparatorFn<string> = (v1, v2) =>
  severityRank[v1] - severityRank[v2];

// Sort "v1.10.0" after "v1.9.2" by comparing each numeric part.
const versionComparator: GridComparatorFn<string> = (v1, v2) => {
  const a = v1.replace('v', '').split('.').map(Number);
  const b = v2.replace('v', '').split('.').map(Number);
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) {
      return diff;
    }
  }
  return 0;
};

const rows = [
  { id: 1, issue: 'Crash on save', severity: 'Critical', fixedIn: 'v1.10.0' },
  { id: 2, issue: 'Typo in footer', severity: 'Low', fixedIn: 'v1.9.2' },
  { id: 3, issue: 'Slow search', severity: 'Medium', fixedIn: 'v1.2.0' },
  { id: 4, issue: 'Login loop', severity: 'High', fixedIn: 'v1.10.1' },
  { id: 5, issue: 'Broken export', severity: 'High', fixedIn: 'v1.9.10' },
];

const columns: GridColDef[] = [
  { field: 'issue', headerName: 'Issue', flex: 1, minWidth: 160 },
  {
    field: 'severity',
    headerName: 'Severity',
    width: 140,
    sortComparator: severityComparator,
  },
  {
    field: 'fixedIn',
    headerName: 'Fixed in',
    width: 140,
    sortComparator: versionComparator,
    sortingOrder: ['desc', 'asc', null],
  },
];

export default function CustomComparator() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'severity', sort: 'asc' }] } }}
        hideFooter
      />
    </Box>
  );
}
