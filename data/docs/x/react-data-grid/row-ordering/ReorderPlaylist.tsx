import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridRowOrderChangeParams } from '@mui/x-data-grid-pro';

type Track = { id: number; title: string; artist: string; length: string; __reorder__: string };

const initialRows: Track[] = [
  { id: 1, title: 'Clair de lune', artist: 'Claude Debussy', length: '5:02' },
  { id: 2, title: 'Gymnopédie No. 1', artist: 'Erik Satie', length: '3:05' },
  { id: 3, title: 'Spiegel im Spiegel', artist: 'Arvo Pärt', length: '9:35' },
  { id: 4, title: 'On the Nature of Daylight', artist: 'Max Richter', length: '6:12' },
  { id: 5, title: 'Experience', artist: 'Ludovico Einaudi', length: '5:15' },
].map((track) => ({ ...track, __reorder__: track.title }));

const columns: GridColDef<Track>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'artist', headerName: 'Artist', width: 170 },
  { field: 'length', headerName: 'Length', width: 90 },
];

// Returns a new array with the moved row at its new index.
function moveRow<T>(rows: readonly T[], from: number, to: number): T[] {
  const copy = [...rows];
  const [moved] = copy.splice(from, 1);
  copy.splice(to, 0, moved);
  return copy;
}

export default function ReorderPlaylist() {
  const [rows, setRows] = React.useState<Track[]>(initialRows);

  const handleRowOrderChange = (params: GridRowOrderChangeParams) => {
    setRows((prev) => moveRow(prev, params.oldIndex, params.targetIndex));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 330 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          rowReordering
          onRowOrderChange={handleRowOrderChange}
          hideFooter
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Play order: {rows.map((row) => row.id).join(' → ')}
      </Typography>
    </Box>
  );
}
