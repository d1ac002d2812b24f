import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridCellParams, GridColDef } from '@mui/x-data-grid';

type Session = { id: number; day: string; room: string; time: string; talk: string };

// Rows must already be in display order: the merge is computed from this array.
const rows: Session[] = [
  { id: 1, day: 'Monday', room: 'Hall A', time: '09:00', talk: 'Opening keynote' },
  { id: 2, day: 'Monday', room: 'Hall A', time: '10:30', talk: 'State of the web platform' },
  { id: 3, day: 'Monday', room: 'Room 2', time: '10:30', talk: 'Accessible data tables' },
  { id: 4, day: 'Monday', room: 'Room 2', time: '14:00', talk: 'Design tokens in practice' },
  { id: 5, day: 'Tuesday', room: 'Hall A', time: '09:00', talk: 'Scaling React apps' },
  { id: 6, day: 'Tuesday', room: 'Room 2', time: '11:00', talk: 'Testing without mocks' },
  { id: 7, day: 'Tuesday', room: 'Room 2', time: '14:00', talk: 'Closing panel' },
];

const mergedFields: (keyof Session)[] = ['day', 'room'];

// For each merged field, remember which rows continue the value of the row above.
// A cell continues a run when its value, and the values of the merged columns
// to its left, are the same as in the previous row.
const continues = new Set<string>();
rows.forEach((row, index) => {
  const previous = rows[index - 1];
  let sameSoFar = previous !== undefined;
  mergedFields.forEach((field) => {
    sameSoFar = sameSoFar && previous[field] === row[field];
    if (sameSoFar) {
      continues.add(`${row.id}-${field}`);
    }
  });
});

const isContinuation = (params: GridCellParams) => continues.has(`${params.id}-${params.field}`);

const columns: GridColDef<Session>[] = [
  {
    field: 'day',
    headerName: 'Day',
    width: 120,
    // Only the first cell of a run shows the value.
    renderCell: (params) => (isContinuation(params) ? '' : params.value),
  },
  {
    field: 'room',
    headerName: 'Room',
    width: 110,
    renderCell: (params) => (isContinuation(params) ? '' : params.value),
  },
  { field: 'time', headerName: 'Time', width: 90 },
  { field: 'talk', headerName: 'Talk', flex: 1, minWidth: 200 },
];

export default function MergedCellsWorkaround() {
  return (
    <Box
      sx={{
        height: 440,
        width: '100%',
        // Hide the border between a merged cell and the one above it.
        '& .cell--continues': { borderTopColor: 'transparent' },
        // Row hover would reveal the individual cells, so keep merged columns plain.
        '& .MuiDataGrid-row:hover .cell--merged': { bgcolor: 'background.paper' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        getCellClassName={(params) => {
          if (!mergedFields.includes(params.field as keyof Session)) {
            return '';
          }
          return isContinuation(params) ? 'cell--merged cell--continues' : 'cell--merged';
        }}
        showCellVerticalBorder
        disableColumnSorting
        disableColumnFilter
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
