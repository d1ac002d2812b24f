import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  GridColDef,
  GridPrintExportOptions,
  gridFilteredSortedRowIdsSelector,
  useGridApiRef,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'time', headerName: 'Time', width: 90 },
  { field: 'room', headerName: 'Room', width: 110 },
  { field: 'talk', headerName: 'Talk', flex: 1, minWidth: 220 },
  { field: 'speaker', headerName: 'Speaker', width: 160 },
  { field: 'track', headerName: 'Track', width: 120 },
];

const rows = [
  {
    id: 1,
    time: '09:00',
    room: 'Hall A',
    talk: 'Opening keynote',
    speaker: 'Dr. Amara Obi',
    track: 'Main',
  },
  {
    id: 2,
    time: '10:15',
    room: 'Room 2',
    talk: 'Accessible data tables',
    speaker: 'Kenji Mori',
    track: 'Frontend',
  },
  {
    id: 3,
    time: '10:15',
    room: 'Room 3',
    talk: 'Scaling Postgres reads',
    speaker: 'Lena Fischer',
    track: 'Backend',
  },
  {
    id: 4,
    time: '11:30',
    room: 'Hall A',
    talk: 'Design tokens at scale',
    speaker: 'Rafael Costa',
    track: 'Frontend',
  },
  {
    id: 5,
    time: '11:30',
    room: 'Room 2',
    talk: 'Event sourcing in practice',
    speaker: 'Zoë Martin',
    track: 'Backend',
  },
  {
    id: 6,
    time: '14:00',
    room: 'Hall A',
    talk: 'Closing panel',
    speaker: 'Various',
    track: 'Main',
  },
];

export default function PrintExportOptions() {
  const apiRef = useGridApiRef();
  const [landscape, setLandscape] = React.useState(true);
  const [frontendOnly, setFrontendOnly] = React.useState(false);

  const options: GridPrintExportOptions = {
    fileName: 'Conference schedule',
    hideFooter: true,
    hideToolbar: true,
    fields: ['time', 'room', 'talk', 'speaker'],
    pageStyle: `@page { size: A4 ${landscape ? 'landscape' : 'portrait'}; margin: 12mm; }`,
  };
  if (frontendOnly) {
    options.getRowsToExport = ({ apiRef: gridApi }) =>
      gridFilteredSortedRowIdsSelector(gridApi).filter(
        (id) => gridApi.current.getRow(id)?.track === 'Frontend',
      );
  }

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}
        useFlexGap
      >
        <Button
          variant="contained"
          size="small"
          onClick={() => apiRef.current.exportDataAsPrint(options)}
        >
          Print schedule
        </Button>
        <FormControlLabel
          control={
            <Switch checked={landscape} onChange={(event) => setLandscape(event.target.checked)} />
          }
          label="Landscape"
        />
        <FormControlLabel
          control={
            <Switch
              checked={frontendOnly}
              onChange={(event) => setFrontendOnly(event.target.checked)}
            />
          }
          label="Frontend track only"
        />
      </Stack>
      <Box sx={{ height: 330 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          sx={{
            // Applies in the print window, which copies the page's styles.
            '@media print': {
              '.MuiDataGrid-main': { color: 'rgba(0, 0, 0, 0.87)' },
              '.MuiDataGrid-columnHeaders': { fontWeight: 700 },
            },
          }}
        />
      </Box>
    </Box>
  );
}
