import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridColSpanFn } from '@mui/x-data-grid';

type Slot = {
  id: number;
  time: string;
  mon: string;
  tue: string;
  wed: string;
  thu: string;
  fri: string;
};

const rows: Slot[] = [
  {
    id: 1,
    time: '08:30',
    mon: 'Maths',
    tue: 'Biology',
    wed: 'Maths',
    thu: 'History',
    fri: 'Maths',
  },
  {
    id: 2,
    time: '09:30',
    mon: 'English',
    tue: 'English',
    wed: 'Chemistry',
    thu: 'Chemistry',
    fri: 'Art',
  },
  { id: 3, time: '10:30', mon: 'Break', tue: 'Break', wed: 'Break', thu: 'Break', fri: 'Break' },
  {
    id: 4,
    time: '11:00',
    mon: 'Physics',
    tue: 'Physics',
    wed: 'Geography',
    thu: 'Maths',
    fri: 'Music',
  },
  { id: 5, time: '12:00', mon: 'Lunch', tue: 'Lunch', wed: 'Lunch', thu: 'Lunch', fri: 'Lunch' },
  { id: 6, time: '13:00', mon: 'Sport', tue: 'Drama', wed: 'Drama', thu: 'Sport', fri: 'Sport' },
];

const days: (keyof Slot)[] = ['mon', 'tue', 'wed', 'thu', 'fri'];

// Merge consecutive days that have the same subject in a row.
const spanSameSubject: GridColSpanFn<Slot> = (value, row, column) => {
  const start = days.indexOf(column.field as keyof Slot);
  let span = 1;
  while (start + span < days.length && row[days[start + span]] === value) {
    span += 1;
  }
  // Only the first cell of a run spans; the following cells are covered by it.
  return start > 0 && row[days[start - 1]] === value ? 1 : span;
};

const columns: GridColDef<Slot>[] = [
  { field: 'time', headerName: 'Time', width: 80 },
  ...days.map<GridColDef<Slot>>((day) => ({
    field: day,
    headerName: day.charAt(0).toUpperCase() + day.slice(1),
    flex: 1,
    minWidth: 100,
    align: 'center',
    headerAlign: 'center',
    sortable: false,
    colSpan: spanSameSubject,
  })),
];

export default function TimetableSpanning() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showCellVerticalBorder
        showColumnVerticalBorder
        disableColumnMenu
        hideFooter
      />
    </Box>
  );
}
