import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridAutosizeOptions, GridColDef } from '@mui/x-data-grid';

type Ticket = { id: number; key: string; summary: string; reporter: string; component: string };

const rows: Ticket[] = [
  { id: 1, key: 'WEB-201', summary: 'Login button misaligned', reporter: 'Ines', component: 'UI' },
  { id: 2, key: 'WEB-202', summary: 'Slow search results', reporter: 'Marek', component: 'Search' },
  {
    id: 3,
    key: 'WEB-203',
    summary: 'Typo on pricing page',
    reporter: 'Aiko',
    component: 'Content',
  },
  { id: 4, key: 'WEB-204', summary: 'Broken link in footer', reporter: 'Dev', component: 'UI' },
  {
    id: 5,
    key: 'WEB-205',
    summary: 'Avatar upload fails',
    reporter: 'Lucía',
    component: 'Profile',
  },
  { id: 6, key: 'WEB-206', summary: 'Dark mode flicker', reporter: 'Tom', component: 'UI' },
  {
    id: 7,
    key: 'WEB-207',
    // one unusually long value: an outlier
    summary:
      'Checkout shows the wrong currency after switching the shipping country twice in a row on mobile Safari',
    reporter: 'Bartholomew',
    component: 'Checkout',
  },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'key', headerName: 'Key', width: 100 },
  { field: 'summary', headerName: 'Summary', width: 120 },
  { field: 'reporter', headerName: 'Reported by', width: 80 },
  // not listed in autosizeOptions.columns: keeps its width
  { field: 'component', headerName: 'Component', width: 110 },
];

export default function AutosizeOnMount() {
  const [includeOutliers, setIncludeOutliers] = React.useState(false);

  const autosizeOptions = React.useMemo<GridAutosizeOptions>(
    () => ({ columns: ['key', 'summary', 'reporter'], includeOutliers, includeHeaders: true }),
    [includeOutliers],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        sx={{ mb: 1 }}
        control={
          <Switch
            checked={includeOutliers}
            onChange={(event) => setIncludeOutliers(event.target.checked)}
          />
        }
        label="includeOutliers (remounts the grid)"
      />
      <Box sx={{ height: 330 }}>
        <DataGrid
          // a new key mounts a new grid, so autosizeOnMount runs again with the new options
          key={String(includeOutliers)}
          rows={rows}
          columns={columns}
          autosizeOnMount
          autosizeOptions={autosizeOptions}
          hideFooter
        />
      </Box>
    </Box>
  );
}
