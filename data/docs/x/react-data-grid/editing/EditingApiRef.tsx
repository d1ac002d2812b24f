import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridCellEditStopReasons,
  GridCellMode,
  GridColDef,
  GridRowId,
  useGridApiRef,
} from '@mui/x-data-grid';

type Room = { id: number; room: string; floor: number; capacity: number; equipment: string };

const rows: Room[] = [
  { id: 1, room: 'Aurora', floor: 2, capacity: 8, equipment: 'Screen, whiteboard' },
  { id: 2, room: 'Basalt', floor: 2, capacity: 4, equipment: 'Whiteboard' },
  { id: 3, room: 'Cedar', floor: 3, capacity: 14, equipment: 'Projector, phone' },
];

const columns: GridColDef<Room>[] = [
  { field: 'room', headerName: 'Room', width: 110, editable: true },
  { field: 'floor', headerName: 'Floor', type: 'number', width: 80, editable: true },
  { field: 'capacity', headerName: 'Seats', type: 'number', width: 90, editable: true },
  { field: 'equipment', headerName: 'Equipment', flex: 1, editable: true },
];

export default function EditingApiRef() {
  const apiRef = useGridApiRef();
  const [selectedId, setSelectedId] = React.useState<GridRowId>(1);
  const [modes, setModes] = React.useState<Record<string, GridCellMode>>({});

  // Read the modes back whenever the grid state changes (edit mode is part of the state).
  React.useEffect(() => {
    const read = () => {
      const next: Record<string, GridCellMode> = {};
      columns.forEach((column) => {
        next[column.field] = apiRef.current.getCellMode(selectedId, column.field);
      });
      setModes((prev) => (JSON.stringify(prev) === JSON.stringify(next) ? prev : next));
    };
    read();
    return apiRef.current.subscribeEvent('stateChange', read);
  }, [apiRef, selectedId]);

  const editing = modes.capacity === 'edit';

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          disabled={editing}
          onClick={() => apiRef.current.startCellEditMode({ id: selectedId, field: 'capacity' })}
        >
          Edit seats
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={!editing}
          onClick={() =>
            apiRef.current.stopCellEditMode({
              id: selectedId,
              field: 'capacity',
              cellToFocusAfter: 'below',
            })
          }
        >
          Commit, move down
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={!editing}
          onClick={() =>
            apiRef.current.stopCellEditMode({
              id: selectedId,
              field: 'capacity',
              ignoreModifications: true,
            })
          }
        >
          Discard
        </Button>
      </Stack>
      <Box sx={{ height: 220 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onRowClick={(params) => {
            if (!editing) {
              setSelectedId(params.id);
            }
          }}
          onCellEditStop={(params, event) => {
            // Clicking the buttons above must not commit the cell before they run.
            if (params.reason === GridCellEditStopReasons.cellFocusOut) {
              event.defaultMuiPrevented = true;
            }
          }}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, fontFamily: 'monospace' }}>
        {`getCellMode(${selectedId}, field) → ${Object.entries(modes)
          .map(([field, mode]) => `${field}: ${mode}`)
          .join(', ')}`}
      </Typography>
    </Box>
  );
}
