import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import {
  DataGrid,
  GridColDef,
  GridOverlay,
  GridToolbar,
  useGridApiContext,
} from '@mui/x-data-grid';

declare module '@mui/x-data-grid' {
  interface NoRowsOverlayPropsOverrides {
    onAddSamples?: () => void;
  }
}

const columns: GridColDef[] = [
  { field: 'task', headerName: 'Task', flex: 1 },
  { field: 'owner', headerName: 'Owner', width: 140 },
];

const samples = [
  { id: 1, task: 'Book venue', owner: 'Rosa' },
  { id: 2, task: 'Send invitations', owner: 'Malik' },
  { id: 3, task: 'Order catering', owner: 'Rosa' },
];

function EmptyTasks(props: { onAddSamples?: () => void }) {
  return (
    <GridOverlay sx={{ flexDirection: 'column', gap: 1 }}>
      <InboxOutlinedIcon color="disabled" sx={{ fontSize: 48 }} />
      <Typography variant="body2">No tasks yet.</Typography>
      <Button size="small" variant="contained" onClick={props.onAddSamples}>
        Add sample tasks
      </Button>
    </GridOverlay>
  );
}

function NoMatchingTasks() {
  const apiRef = useGridApiContext();
  return (
    <GridOverlay sx={{ flexDirection: 'column', gap: 1 }}>
      <SearchOffIcon color="disabled" sx={{ fontSize: 48 }} />
      <Typography variant="body2">No task matches your filters.</Typography>
      <Button size="small" onClick={() => apiRef.current.setFilterModel({ items: [] })}>
        Clear filters
      </Button>
    </GridOverlay>
  );
}

export default function CustomEmptyOverlays() {
  const [rows, setRows] = React.useState<typeof samples>([]);

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{
          toolbar: GridToolbar,
          noRowsOverlay: EmptyTasks,
          noResultsOverlay: NoMatchingTasks,
        }}
        slotProps={{ noRowsOverlay: { onAddSamples: () => setRows(samples) } }}
      />
    </Box>
  );
}
