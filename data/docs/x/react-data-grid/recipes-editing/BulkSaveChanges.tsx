import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import RestoreIcon from '@mui/icons-material/Restore';
import {
  DataGrid,
  GridActionsCellItem,
  GridColDef,
  GridRowId,
  useGridApiRef,
} from '@mui/x-data-grid';

type Book = { id: number; title: string; author: string; price: number; stock: number };

const initialRows: Book[] = [
  {
    id: 1,
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    price: 14.99,
    stock: 7,
  },
  { id: 2, title: 'Pachinko', author: 'Min Jin Lee', price: 17.5, stock: 3 },
  { id: 3, title: 'The Remains of the Day', author: 'Kazuo Ishiguro', price: 12, stock: 11 },
  { id: 4, title: 'Things Fall Apart', author: 'Chinua Achebe', price: 10.25, stock: 0 },
  { id: 5, title: 'Piranesi', author: 'Susanna Clarke', price: 16, stock: 5 },
];

type Unsaved = {
  // The row as it was before its first unsaved change, to restore it on discard.
  originals: Map<GridRowId, Book>;
  edited: Map<GridRowId, Book>;
  deleted: Set<GridRowId>;
};

const emptyUnsaved = (): Unsaved => ({
  originals: new Map(),
  edited: new Map(),
  deleted: new Set(),
});

export default function BulkSaveChanges() {
  const apiRef = useGridApiRef();
  const [unsaved, setUnsaved] = React.useState<Unsaved>(emptyUnsaved);
  const [log, setLog] = React.useState('No request sent yet.');

  const processRowUpdate = React.useCallback((newRow: Book, oldRow: Book) => {
    setUnsaved((prev) => {
      const originals = new Map(prev.originals);
      if (!originals.has(newRow.id)) {
        originals.set(newRow.id, oldRow);
      }
      const edited = new Map(prev.edited).set(newRow.id, newRow);
      return { ...prev, originals, edited };
    });
    return newRow; // shown in the grid right away, but not sent anywhere yet
  }, []);

  const toggleDelete = React.useCallback((id: GridRowId) => {
    setUnsaved((prev) => {
      const deleted = new Set(prev.deleted);
      if (deleted.has(id)) {
        deleted.delete(id);
      } else {
        deleted.add(id);
      }
      return { ...prev, deleted };
    });
  }, []);

  const changeCount = unsaved.edited.size + unsaved.deleted.size;

  const handleSave = () => {
    const { edited, deleted } = unsaved;
    const updates = [...edited.values()].filter((row) => !deleted.has(row.id));
    // One request for everything; here we only describe it.
    setLog(
      `PATCH /books → ${updates.length} updated (${updates.map((row) => row.id).join(', ') || 'none'}), ` +
        `${deleted.size} deleted (${[...deleted].join(', ') || 'none'})`,
    );
    apiRef.current.updateRows([...deleted].map((id) => ({ id, _action: 'delete' as const })));
    setUnsaved(emptyUnsaved());
  };

  const handleDiscard = () => {
    apiRef.current.updateRows([...unsaved.originals.values()]);
    setUnsaved(emptyUnsaved());
    setLog('Changes discarded.');
  };

  const columns = React.useMemo<GridColDef<Book>[]>(
    () => [
      { field: 'title', headerName: 'Title', flex: 1, minWidth: 190, editable: true },
      { field: 'author', headerName: 'Author', width: 160, editable: true },
      { field: 'price', headerName: 'Price ($)', type: 'number', width: 100, editable: true },
      { field: 'stock', headerName: 'Stock', type: 'number', width: 80, editable: true },
      {
        field: 'actions',
        type: 'actions',
        width: 60,
        getActions: ({ id }) => [
          <GridActionsCellItem
            key="delete"
            icon={unsaved.deleted.has(id) ? <RestoreIcon /> : <DeleteIcon />}
            label={unsaved.deleted.has(id) ? 'Restore' : 'Delete'}
            onClick={() => toggleDelete(id)}
          />,
        ],
      },
    ],
    [toggleDelete, unsaved.deleted],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="contained" disabled={changeCount === 0} onClick={handleSave}>
          {`Save ${changeCount} change${changeCount === 1 ? '' : 's'}`}
        </Button>
        <Button size="small" disabled={changeCount === 0} onClick={handleDiscard}>
          Discard all
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid
          apiRef={apiRef}
          rows={initialRows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          getRowClassName={({ id }) => {
            if (unsaved.deleted.has(id)) {
              return 'row--deleted';
            }
            return unsaved.edited.has(id) ? 'row--edited' : '';
          }}
          sx={{
            '& .row--edited': { bgcolor: 'rgba(255, 193, 7, 0.18)' },
            '& .row--deleted': { textDecoration: 'line-through', color: 'text.disabled' },
          }}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, fontFamily: 'monospace' }}>
        {log}
      </Typography>
    </Box>
  );
}
