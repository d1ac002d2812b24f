import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import RestoreIcon from '@mui/icons-material/Restore';
import { DataGrid, GridActionsCellItem, GridColDef, GridRowId } from '@mui/x-data-grid';

type Book = { id: number; title: string; author: string; price: number; stock: number };

const storedBooks: Book[] = [
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

export default function BulkSaveChanges() {
  // What the server has: only "Save" changes it.
  const [saved, setSaved] = React.useState<Book[]>(storedBooks);
  // Unsaved work, kept beside it: edited rows by id, and the ids marked for deletion.
  const [edits, setEdits] = React.useState<ReadonlyMap<GridRowId, Book>>(() => new Map());
  const [deleted, setDeleted] = React.useState<ReadonlySet<GridRowId>>(() => new Set());
  const [log, setLog] = React.useState('No request sent yet.');

  // The grid shows the saved rows with the edits on top. A new `rows` array replaces the grid's
  // rows in one go, which every plan supports: discarding is just dropping the edits.
  const rows = React.useMemo(() => saved.map((book) => edits.get(book.id) ?? book), [saved, edits]);

  const processRowUpdate = React.useCallback((newRow: Book) => {
    setEdits((previous) => new Map(previous).set(newRow.id, newRow));
    return newRow; // shown in the grid right away, but not sent anywhere yet
  }, []);

  const toggleDelete = React.useCallback((id: GridRowId) => {
    setDeleted((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) {
        next.add(id);
      }
      return next;
    });
  }, []);

  const changeCount = new Set([...edits.keys(), ...deleted]).size;

  const handleSave = () => {
    const updated = [...edits.values()].filter((book) => !deleted.has(book.id));
    // One request for everything; here we only describe it.
    setLog(
      `PATCH /books → ${updated.length} updated (${updated.map((book) => book.id).join(', ') || 'none'}), ` +
        `${deleted.size} deleted (${[...deleted].join(', ') || 'none'})`,
    );
    setSaved(rows.filter((book) => !deleted.has(book.id)));
    setEdits(new Map());
    setDeleted(new Set());
  };

  const handleDiscard = () => {
    setEdits(new Map());
    setDeleted(new Set());
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
            icon={deleted.has(id) ? <RestoreIcon /> : <DeleteIcon />}
            label={deleted.has(id) ? 'Restore' : 'Delete'}
            onClick={() => toggleDelete(id)}
          />,
        ],
      },
    ],
    [toggleDelete, deleted],
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
          rows={rows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          getRowClassName={({ id }) => {
            if (deleted.has(id)) {
              return 'row--deleted';
            }
            return edits.has(id) ? 'row--edited' : '';
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
