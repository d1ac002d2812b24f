import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  GridColDef,
  GridRenderHeaderFilterProps,
  useGridApiContext,
} from '@mui/x-data-grid-pro';

const statuses = ['Open', 'In review', 'Merged', 'Closed'];

function StatusHeaderFilter(props: GridRenderHeaderFilterProps) {
  const { item, colDef } = props;
  const apiRef = useGridApiContext();

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    if (value === '') {
      apiRef.current.deleteFilterItem(item);
    } else {
      apiRef.current.upsertFilterItem({ ...item, field: colDef.field, operator: 'is', value });
    }
  };

  return (
    <TextField
      select
      fullWidth
      size="small"
      variant="standard"
      label="Status"
      value={item.value ?? ''}
      onChange={handleChange}
    >
      <MenuItem value="">
        <em>Any</em>
      </MenuItem>
      {statuses.map((status) => (
        <MenuItem key={status} value={status}>
          {status}
        </MenuItem>
      ))}
    </TextField>
  );
}

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Pull request', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 140 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: statuses,
    width: 160,
    renderHeaderFilter: (params) => <StatusHeaderFilter {...params} />,
  },
  { field: 'files', headerName: 'Files', type: 'number', width: 110, filterable: false },
];

const rows = [
  { id: 1, title: 'Fix focus trap in dialog', author: 'kwame', status: 'Merged', files: 3 },
  { id: 2, title: 'Add Swedish locale', author: 'ingrid', status: 'Open', files: 2 },
  { id: 3, title: 'Speed up row virtualization', author: 'sato', status: 'In review', files: 11 },
  { id: 4, title: 'Remove unused icons', author: 'lucia', status: 'Closed', files: 24 },
  { id: 5, title: 'Document cell selection', author: 'kwame', status: 'Open', files: 1 },
  { id: 6, title: 'Upgrade build tooling', author: 'sato', status: 'In review', files: 7 },
];

export default function SimpleHeaderFilters() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        slots={{ headerFilterMenu: null }}
        slotProps={{ headerFilterCell: { showClearIcon: false } }}
      />
    </Box>
  );
}
