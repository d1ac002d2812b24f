import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef, GridRowId, useGridApiRef } from '@mui/x-data-grid-premium';

type Shift = {
  id: number;
  employee: string;
  mon: string;
  tue: string;
  wed: string;
  thu: string;
  fri: string;
};

const initialRows: Shift[] = [
  {
    id: 1,
    employee: 'Aiko Tanaka',
    mon: 'Early',
    tue: 'Early',
    wed: 'Off',
    thu: 'Late',
    fri: 'Late',
  },
  {
    id: 2,
    employee: 'Ben Okafor',
    mon: 'Late',
    tue: 'Off',
    wed: 'Early',
    thu: 'Early',
    fri: 'Off',
  },
  {
    id: 3,
    employee: 'Carmen Ruiz',
    mon: 'Off',
    tue: 'Late',
    wed: 'Late',
    thu: 'Off',
    fri: 'Early',
  },
  {
    id: 4,
    employee: 'Dmitri Volkov',
    mon: 'Early',
    tue: 'Early',
    wed: 'Early',
    thu: 'Off',
    fri: 'Off',
  },
  {
    id: 5,
    employee: 'Eva Lindqvist',
    mon: 'Late',
    tue: 'Late',
    wed: 'Off',
    thu: 'Early',
    fri: 'Early',
  },
];

const shiftColumn = (field: keyof Shift, headerName: string): GridColDef<Shift> => ({
  field,
  headerName,
  type: 'singleSelect',
  valueOptions: ['Early', 'Late', 'Off'],
  width: 90,
  editable: true,
});

const columns: GridColDef<Shift>[] = [
  { field: 'employee', headerName: 'Employee', width: 150 },
  shiftColumn('mon', 'Mon'),
  shiftColumn('tue', 'Tue'),
  shiftColumn('wed', 'Wed'),
  shiftColumn('thu', 'Thu'),
  shiftColumn('fri', 'Fri'),
];

export default function BulkPastePremium() {
  const apiRef = useGridApiRef();
  const [originals, setOriginals] = React.useState<Map<GridRowId, Shift>>(() => new Map());
  const [edited, setEdited] = React.useState<Map<GridRowId, Shift>>(() => new Map());
  const [status, setStatus] = React.useState('Select cells, copy them, then paste elsewhere.');

  // Called once per row by cell editing, and once per changed row by a paste.
  const processRowUpdate = React.useCallback((newRow: Shift, oldRow: Shift) => {
    setOriginals((prev) => (prev.has(newRow.id) ? prev : new Map(prev).set(newRow.id, oldRow)));
    setEdited((prev) => new Map(prev).set(newRow.id, newRow));
    return newRow;
  }, []);

  const handleSave = () => {
    setStatus(`Saved ${edited.size} row(s) in one request: ${[...edited.keys()].join(', ')}`);
    setOriginals(new Map());
    setEdited(new Map());
  };

  const handleDiscard = () => {
    apiRef.current.updateRows([...originals.values()]);
    setOriginals(new Map());
    setEdited(new Map());
    setStatus('Changes discarded.');
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="contained" disabled={edited.size === 0} onClick={handleSave}>
          {`Save ${edited.size} row${edited.size === 1 ? '' : 's'}`}
        </Button>
        <Button size="small" disabled={edited.size === 0} onClick={handleDiscard}>
          Discard
        </Button>
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={initialRows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          processRowUpdate={processRowUpdate}
          onClipboardPasteStart={() => setStatus('Pasting…')}
          onClipboardPasteEnd={() => setStatus('Paste applied, not saved yet.')}
          getRowClassName={({ id }) => (edited.has(id) ? 'row--edited' : '')}
          sx={{ '& .row--edited': { bgcolor: 'rgba(255, 193, 7, 0.18)' } }}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, fontFamily: 'monospace' }}>
        {status}
      </Typography>
    </Box>
  );
}
