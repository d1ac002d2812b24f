import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'isbn', headerName: 'ISBN', width: 150 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'copies', headerName: 'Copies', type: 'number', width: 100 },
];

const rows = [
  { id: 1, isbn: '978-0141439518', title: 'Pride and Prejudice', copies: 4 },
  { id: 2, isbn: '978-0060935467', title: 'To Kill a Mockingbird', copies: 2 },
  { id: 3, isbn: '978-0451524935', title: 'Nineteen Eighty-Four', copies: 6 },
  { id: 4, isbn: '978-0316769488', title: 'The Catcher in the Rye', copies: 1 },
];

const delimiters = [
  { value: '\t', label: 'Tab (default)' },
  { value: ',', label: 'Comma' },
  { value: ';', label: 'Semicolon' },
  { value: ' | ', label: 'Spaced pipe' },
];

export default function ClipboardDelimiter() {
  const [delimiter, setDelimiter] = React.useState('\t');
  const [copied, setCopied] = React.useState('');

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="clipboardCopyCellDelimiter"
        value={delimiter}
        onChange={(event) => setDelimiter(event.target.value)}
        sx={{ mb: 1, width: 260 }}
      >
        {delimiters.map((option) => (
          <MenuItem key={option.label} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          hideFooter
          clipboardCopyCellDelimiter={delimiter}
          onClipboardCopy={(data) => setCopied(data)}
        />
      </Box>
      <Box
        component="pre"
        sx={{
          m: 0,
          mt: 1,
          p: 1,
          height: 96,
          overflow: 'auto',
          fontSize: 12,
          bgcolor: 'action.hover',
        }}
      >
        {copied.replace(/\t/g, '→') || 'Tick some rows, click a cell and press Ctrl+C (Cmd+C).'}
      </Box>
    </Box>
  );
}
