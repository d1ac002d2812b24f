import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, gridClasses } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'song', headerName: 'Song', flex: 1, minWidth: 160 },
  { field: 'artist', headerName: 'Artist', width: 160 },
  { field: 'length', headerName: 'Length', width: 100, align: 'right', headerAlign: 'right' },
];

const rows = [
  { id: 1, song: 'Harbour Lights', artist: 'The Tidewaters', length: '3:42' },
  { id: 2, song: 'Paper Moons', artist: 'Ola Sunde', length: '4:05' },
  { id: 3, song: 'Northbound', artist: 'Kestrel', length: '2:58' },
  { id: 4, song: 'Quiet Engines', artist: 'Mara Lind', length: '5:11' },
  { id: 5, song: 'Salt & Static', artist: 'The Tidewaters', length: '3:27' },
];

export default function MinimalGridRecipe() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        disableColumnMenu
        rowHeight={44}
        sx={{
          border: 0,
          '--DataGrid-rowBorderColor': 'transparent',
          [`& .${gridClasses.columnHeaders}`]: { borderBottom: 1, borderColor: 'divider' },
          [`& .${gridClasses.columnSeparator}`]: { display: 'none' },
          [`& .${gridClasses.columnHeaderTitle}`]: {
            fontSize: 12,
            fontWeight: 600,
            textTransform: 'uppercase',
            color: 'text.secondary',
          },
          [`& .${gridClasses.row}`]: { borderRadius: 2 },
          [`& .${gridClasses.row}:hover`]: { bgcolor: 'action.hover', cursor: 'pointer' },
          // Keep a visible focus indicator, but a softer one than the default outline.
          [`& .${gridClasses.cell}:focus, & .${gridClasses.cell}:focus-within`]: {
            outline: 'none',
          },
          [`& .${gridClasses.row}:focus-within`]: {
            boxShadow: (theme) => `inset 3px 0 0 ${theme.palette.primary.main}`,
          },
        }}
      />
    </Box>
  );
}
