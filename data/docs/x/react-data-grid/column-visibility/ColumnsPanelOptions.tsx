import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  GridColDef,
  GridToolbarColumnsButton,
  GridToolbarContainer,
} from '@mui/x-data-grid';

function ColumnsToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
    </GridToolbarContainer>
  );
}

const metrics = [
  ['sessions', 'Sessions'],
  ['users', 'Users'],
  ['newUsers', 'New users'],
  ['bounceRate', 'Bounce rate'],
  ['avgDuration', 'Avg. duration (s)'],
  ['conversions', 'Conversions'],
  ['revenue', 'Revenue ($)'],
] as const;

const columns: GridColDef[] = [
  { field: 'page', headerName: 'Page', width: 150, hideable: false },
  ...metrics.map<GridColDef>(([field, headerName]) => ({
    field,
    headerName,
    type: 'number',
    width: 130,
  })),
];

const pages = ['/pricing', '/blog/launch', '/docs/setup', '/signup'];
const rows = pages.map((page, p) => {
  const row: Record<string, string | number> = { id: p + 1, page };
  metrics.forEach(([field], m) => {
    row[field] = 100 + ((p * 389 + m * 211) % 900);
  });
  return row;
});

export default function ColumnsPanelOptions() {
  const [filteredOnly, setFilteredOnly] = React.useState(true);
  const [hideToggle, setHideToggle] = React.useState(false);
  const [hideReset, setHideReset] = React.useState(false);
  const [sorted, setSorted] = React.useState(true);

  const options = [
    ["toggleAllMode: 'filteredOnly'", filteredOnly, setFilteredOnly],
    ['disableShowHideToggle', hideToggle, setHideToggle],
    ['disableResetButton', hideReset, setHideReset],
    ["sort: 'asc'", sorted, setSorted],
  ] as const;

  return (
    <Box sx={{ width: '100%' }}>
      <FormGroup row>
        {options.map(([label, checked, setChecked]) => (
          <FormControlLabel
            key={label}
            label={label}
            control={
              <Switch
                size="small"
                checked={checked}
                onChange={(event) => setChecked(event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          slots={{ toolbar: ColumnsToolbar }}
          slotProps={{
            columnsManagement: {
              toggleAllMode: filteredOnly ? 'filteredOnly' : 'all',
              disableShowHideToggle: hideToggle,
              disableResetButton: hideReset,
              sort: sorted ? 'asc' : undefined,
            },
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
