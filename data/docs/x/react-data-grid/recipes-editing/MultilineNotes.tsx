import * as React from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import {
  DataGrid,
  GridCellEditStopReasons,
  GridColDef,
  GridEventListener,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';

type Visit = { id: number; patient: string; date: string; notes: string };

const rows: Visit[] = [
  {
    id: 1,
    patient: 'Clara Jensen',
    date: '2024-05-06',
    notes: 'Follow-up after knee surgery.\nSwelling reduced, continue physio twice a week.',
  },
  {
    id: 2,
    patient: 'Idris Bello',
    date: '2024-05-06',
    notes: 'Annual check-up. Blood pressure normal.',
  },
  {
    id: 3,
    patient: 'Sofia Marchetti',
    date: '2024-05-07',
    notes: 'Seasonal allergies.\nPrescribed antihistamine for 14 days.\nReview in June.',
  },
];

function NotesEditCell(props: GridRenderEditCellParams<Visit, string>) {
  const { id, field, value, colDef, hasFocus } = props;
  const apiRef = useGridApiContext();
  const [anchor, setAnchor] = React.useState<HTMLDivElement | null>(null);
  const inputRef = React.useRef<HTMLTextAreaElement | null>(null);

  React.useEffect(() => {
    if (hasFocus && inputRef.current) {
      const input = inputRef.current;
      input.focus();
      // Put the caret at the end rather than selecting everything.
      input.setSelectionRange(input.value.length, input.value.length);
    }
  }, [hasFocus, anchor]);

  return (
    <div ref={setAnchor} style={{ width: '100%', height: '100%', position: 'relative' }}>
      {anchor && (
        <Popper open anchorEl={anchor} placement="bottom-start" sx={{ zIndex: 1300 }}>
          <Paper elevation={3} sx={{ p: 1, width: colDef.computedWidth, minWidth: 260 }}>
            <InputBase
              multiline
              minRows={3}
              maxRows={8}
              fullWidth
              value={value ?? ''}
              inputRef={inputRef}
              onKeyDown={(event) => {
                // Plain Enter commits (the grid handles it); don't let the text area add a line first.
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                }
              }}
              onChange={(event) =>
                apiRef.current.setEditCellValue({ id, field, value: event.target.value }, event)
              }
              sx={{ fontSize: 14 }}
            />
          </Paper>
        </Popper>
      )}
    </div>
  );
}

const columns: GridColDef<Visit>[] = [
  { field: 'patient', headerName: 'Patient', width: 150 },
  { field: 'date', headerName: 'Date', width: 110 },
  {
    field: 'notes',
    headerName: 'Notes',
    flex: 1,
    minWidth: 260,
    editable: true,
    // Show only the first line in view mode; the editor shows everything.
    renderCell: (params) => (
      <Box
        component="span"
        title={params.value}
        sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {params.value?.split('\n')[0]}
        {params.value?.includes('\n') ? ' …' : ''}
      </Box>
    ),
    renderEditCell: (params: GridRenderEditCellParams<Visit, string>) => (
      <NotesEditCell {...params} />
    ),
  },
];

// Enter commits, Shift+Enter keeps the editor open so the textarea inserts a line break.
const handleCellEditStop: GridEventListener<'cellEditStop'> = (params, event) => {
  if (
    params.reason === GridCellEditStopReasons.enterKeyDown &&
    (event as React.KeyboardEvent).shiftKey
  ) {
    event.defaultMuiPrevented = true;
  }
};

export default function MultilineNotes() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} onCellEditStop={handleCellEditStop} hideFooter />
    </Box>
  );
}
