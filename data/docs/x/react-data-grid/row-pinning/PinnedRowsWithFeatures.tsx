import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridPinnedRowsProp, GridToolbar } from '@mui/x-data-grid-pro';

interface Run {
  id: number | string;
  runner: string;
  club: string;
  minutes: number;
}

const clubs = ['Harbour Striders', 'Northside AC', 'Valley Runners'];
const firstNames = [
  'Lena',
  'Marco',
  'Ines',
  'Jonas',
  'Aiko',
  'Pieter',
  'Sara',
  'Tomás',
  'Nora',
  'Elif',
];
const lastNames = [
  'Berg',
  'Conti',
  'Duarte',
  'Falk',
  'Mori',
  'de Vries',
  'Lund',
  'Ortega',
  'Haas',
  'Kaya',
];

// 30 race results from fixed lists: the same on every render
const rows: Run[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  runner: `${firstNames[index % 10]} ${lastNames[(index * 3) % 10]}`,
  club: clubs[index % 3],
  minutes: 38 + ((index * 7) % 23),
}));

const average = rows.reduce((sum, row) => sum + row.minutes, 0) / rows.length;

// Pinned rows stay put while the other rows are sorted, filtered and paginated
const pinnedRows: GridPinnedRowsProp<Run> = {
  top: [{ id: 'record', runner: 'Course record', club: '—', minutes: 31 }],
  bottom: [{ id: 'average', runner: 'Field average', club: '—', minutes: Math.round(average) }],
};

const columns: GridColDef<Run>[] = [
  { field: 'runner', headerName: 'Runner', width: 170 },
  { field: 'club', headerName: 'Club', width: 170 },
  {
    field: 'minutes',
    headerName: 'Time',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => (value == null ? '' : `${value} min`),
  },
];

export default function PinnedRowsWithFeatures() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        slots={{ toolbar: GridToolbar }}
        pagination
        pageSizeOptions={[10, 20]}
        initialState={{
          pagination: { paginationModel: { pageSize: 10 } },
          sorting: { sortModel: [{ field: 'minutes', sort: 'asc' }] },
        }}
        sx={{ '& .MuiDataGrid-pinnedRows .MuiDataGrid-cell': { fontWeight: 600 } }}
      />
    </Box>
  );
}
