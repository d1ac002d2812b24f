import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, route: 'Line 4', stop: 'Central Station', weekday: 6, saturday: 10, sunday: 15 },
  { id: 2, route: 'Line 7', stop: 'Harbor Front', weekday: 8, saturday: 12, sunday: 20 },
  { id: 3, route: 'Line 12', stop: 'University', weekday: 5, saturday: 15, sunday: 30 },
  { id: 4, route: 'Night N2', stop: 'Old Town', weekday: 30, saturday: 20, sunday: 30 },
];

const columns: GridColDef[] = [
  { field: 'route', headerName: 'Route', width: 110 },
  { field: 'stop', headerName: 'Stop', flex: 1, minWidth: 150 },
  { field: 'weekday', headerName: 'Mon–Fri', type: 'number', width: 100 },
  { field: 'saturday', headerName: 'Sat', type: 'number', width: 90 },
  { field: 'sunday', headerName: 'Sun', type: 'number', width: 90 },
];

type Hovered = { rowId: string; field: string } | null;

export default function CellHoverSlotProps() {
  const [hovered, setHovered] = React.useState<Hovered>(null);

  // Cells carry their column in `data-field`; their row element carries its id in `data-id`.
  const handleMouseEnter = (event: React.MouseEvent<HTMLDivElement>) => {
    const field = event.currentTarget.dataset.field ?? '';
    const rowId = event.currentTarget.closest<HTMLElement>('[data-id]')?.dataset.id ?? '';
    setHovered({ rowId, field });
  };

  const row = hovered ? rows.find((item) => String(item.id) === hovered.rowId) : undefined;
  const column = hovered ? columns.find((col) => col.field === hovered.field) : undefined;
  const isFrequency = column?.type === 'number';

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 280 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          slotProps={{
            cell: {
              onMouseEnter: handleMouseEnter,
              onMouseLeave: () => setHovered(null),
            },
          }}
          hideFooter
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, minHeight: 24 }}>
        {row && column
          ? `${row.route} at ${row.stop}: ${column.headerName}${
              isFrequency ? `, a departure every ${row[column.field as 'weekday']} min` : ''
            }`
          : 'Point at a cell.'}
      </Typography>
    </Box>
  );
}
