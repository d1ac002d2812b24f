import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFooterContainer,
  GridToolbarColumnsButton,
  GridToolbarContainer,
  gridColumnDefinitionsSelector,
  gridColumnsTotalWidthSelector,
  gridVisibleColumnFieldsSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

type Flight = {
  id: number;
  flight: string;
  from: string;
  to: string;
  departure: string;
  gate: string;
  aircraft: string;
};

const rows: Flight[] = [
  {
    id: 1,
    flight: 'LH 1234',
    from: 'FRA',
    to: 'LIS',
    departure: '07:45',
    gate: 'A22',
    aircraft: 'A320neo',
  },
  {
    id: 2,
    flight: 'KL 1702',
    from: 'AMS',
    to: 'MAD',
    departure: '09:10',
    gate: 'D7',
    aircraft: 'B737-800',
  },
  {
    id: 3,
    flight: 'SK 551',
    from: 'CPH',
    to: 'ARN',
    departure: '11:25',
    gate: 'B4',
    aircraft: 'A320',
  },
  {
    id: 4,
    flight: 'AF 1480',
    from: 'CDG',
    to: 'VIE',
    departure: '13:50',
    gate: 'F31',
    aircraft: 'A220-300',
  },
];

const columns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'from', headerName: 'From', width: 80 },
  { field: 'to', headerName: 'To', width: 80 },
  { field: 'departure', headerName: 'Departure', width: 110 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'aircraft', headerName: 'Aircraft', width: 120 },
];

function ColumnsToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
    </GridToolbarContainer>
  );
}

function ColumnsFooter() {
  const apiRef = useGridApiContext();
  // every column passed to the grid, hidden or not, in their current order
  const allColumns = useGridSelector(apiRef, gridColumnDefinitionsSelector);
  // only the fields of the columns on screen
  const visibleFields = useGridSelector(apiRef, gridVisibleColumnFieldsSelector);
  const totalWidth = useGridSelector(apiRef, gridColumnsTotalWidthSelector);

  const hidden = allColumns
    .filter((column) => !visibleFields.includes(column.field))
    .map((column) => column.headerName ?? column.field);

  return (
    <GridFooterContainer sx={{ px: 2, display: 'block', py: 1 }}>
      <Typography variant="body2">
        {visibleFields.length} of {allColumns.length} columns visible, {Math.round(totalWidth)} px
        wide in total.
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Hidden: {hidden.length > 0 ? hidden.join(', ') : 'none'}
      </Typography>
    </GridFooterContainer>
  );
}

export default function ColumnSelectors() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ columns: { columnVisibilityModel: { aircraft: false } } }}
        slots={{ toolbar: ColumnsToolbar, footer: ColumnsFooter }}
      />
    </Box>
  );
}
