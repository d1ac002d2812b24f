import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  FilterColumnsArgs,
  GetColumnForNewFilterArgs,
  GridColDef,
  GridLogicOperator,
  GridToolbar,
} from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'from', headerName: 'From', width: 120 },
  { field: 'to', headerName: 'To', width: 120 },
  { field: 'delay', headerName: 'Delay (min)', type: 'number', width: 120 },
  { field: 'gate', headerName: 'Gate', width: 90, filterable: false },
];

const rows = [
  { id: 1, flight: 'KL 1234', from: 'Amsterdam', to: 'Bergen', delay: 0, gate: 'D4' },
  { id: 2, flight: 'SK 402', from: 'Oslo', to: 'Bergen', delay: 25, gate: 'B12' },
  { id: 3, flight: 'AY 855', from: 'Helsinki', to: 'Amsterdam', delay: 5, gate: 'C3' },
  { id: 4, flight: 'LH 2030', from: 'Munich', to: 'Oslo', delay: 45, gate: 'A7' },
  { id: 5, flight: 'KL 1170', from: 'Amsterdam', to: 'Oslo', delay: 12, gate: 'D9' },
  { id: 6, flight: 'SK 1469', from: 'Bergen', to: 'Helsinki', delay: 0, gate: 'B2' },
];

// Each column can be used by one filter row at most.
const filterColumns = ({ field, columns: cols, currentFilters }: FilterColumnsArgs) => {
  const used = currentFilters.map((item) => item.field);
  return cols
    .filter((col) => col.filterable && (col.field === field || !used.includes(col.field)))
    .map((col) => col.field);
};

// "Add filter" picks the first column without a filter, or does nothing.
const getColumnForNewFilter = ({ currentFilters, columns: cols }: GetColumnForNewFilterArgs) => {
  const used = currentFilters.map((item) => item.field);
  const next = cols.find((col) => col.filterable && !used.includes(col.field));
  return next ? next.field : null;
};

export default function OneFilterPerColumn() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{
          filterPanel: {
            logicOperators: [GridLogicOperator.And],
            filterFormProps: { filterColumns },
            getColumnForNewFilter,
          },
        }}
        initialState={{
          filter: {
            filterModel: {
              items: [{ id: 1, field: 'from', operator: 'equals', value: 'Amsterdam' }],
            },
          },
        }}
      />
    </Box>
  );
}
