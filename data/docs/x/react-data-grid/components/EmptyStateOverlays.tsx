import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import {
  DataGrid,
  GridColDef,
  GridOverlay,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  useGridApiContext,
} from '@mui/x-data-grid';

// Shown when `rows` is empty.
function EmptyInbox() {
  return (
    <GridOverlay>
      <Stack alignItems="center" spacing={1} sx={{ color: 'text.secondary' }}>
        <InboxOutlinedIcon fontSize="large" />
        <Typography variant="body2">No messages yet. New mail will appear here.</Typography>
      </Stack>
    </GridOverlay>
  );
}

// Shown when rows exist but none passes the filters.
function NothingMatches() {
  const apiRef = useGridApiContext();
  return (
    <GridOverlay>
      <Stack alignItems="center" spacing={1} sx={{ color: 'text.secondary' }}>
        <SearchOffIcon fontSize="large" />
        <Typography variant="body2">No message matches your search.</Typography>
        <Button size="small" onClick={() => apiRef.current.setQuickFilterValues([])}>
          Clear search
        </Button>
      </Stack>
    </GridOverlay>
  );
}

function SearchToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

const messages = [
  { id: 1, from: 'Priya Natarajan', subject: 'Quarterly board deck', received: '09:14' },
  { id: 2, from: 'Lukas Novak', subject: 'Re: venue for the offsite', received: '10:02' },
  { id: 3, from: 'Grace Adeyemi', subject: 'Invoice 2024-117', received: '11:47' },
];

const columns: GridColDef[] = [
  { field: 'from', headerName: 'From', width: 170 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 180 },
  { field: 'received', headerName: 'Received', width: 100 },
];

export default function EmptyStateOverlays() {
  const [empty, setEmpty] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ mb: 1 }}
        onClick={() => setEmpty((value) => !value)}
      >
        {empty ? 'Restore messages' : 'Empty the inbox'}
      </Button>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={empty ? [] : messages}
          columns={columns}
          slots={{
            toolbar: SearchToolbar,
            noRowsOverlay: EmptyInbox,
            noResultsOverlay: NothingMatches,
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
