import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef, GridValidRowModel } from '@mui/x-data-grid-premium';

interface Shift extends GridValidRowModel {
  id: number;
  day: string;
  opener: string;
  closer: string;
}

const initialRows: Shift[] = [
  { id: 1, day: 'Monday', opener: '', closer: '' },
  { id: 2, day: 'Tuesday', opener: '', closer: '' },
  { id: 3, day: 'Wednesday', opener: '', closer: '' },
  { id: 4, day: 'Thursday', opener: '', closer: '' },
];

const columns: GridColDef<Shift>[] = [
  { field: 'day', headerName: 'Day', width: 130 },
  { field: 'opener', headerName: 'Opening shift', flex: 1, editable: true },
  { field: 'closer', headerName: 'Closing shift', flex: 1, editable: true },
];

// Rows on separate lines; cells separated by a tab, a comma or a semicolon.
function splitLooseText(text: string): string[][] | null {
  const lines = text
    .split(/\r\n|\n|\r/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines.length === 0) {
    return null; // Nothing useful: cancel the paste.
  }
  return lines.map((line) => line.split(/\t|,|;/).map((cell) => cell.trim()));
}

const sample = 'Amir, Jess\nKlara; Tom\nJess, Amir';

export default function PasteCustomSplit() {
  const [rows, setRows] = React.useState<Shift[]>(initialRows);
  const [parsed, setParsed] = React.useState<string[][] | null>(null);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        Copy this text, click the first Opening shift cell and paste:
      </Typography>
      <Box
        component="pre"
        sx={{
          m: 0,
          mb: 1,
          p: 1,
          height: 70,
          fontSize: 12,
          border: 1,
          borderColor: 'divider',
          userSelect: 'all',
        }}
      >
        {sample}
      </Box>
      <Box sx={{ height: 270 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          hideFooter
          disableRowSelectionOnClick
          splitClipboardPastedText={splitLooseText}
          onClipboardPasteStart={(params) => setParsed(params.data)}
          processRowUpdate={(newRow: Shift) => {
            setRows((previous) => previous.map((row) => (row.id === newRow.id ? newRow : row)));
            return newRow;
          }}
        />
      </Box>
      <Box
        component="pre"
        sx={{
          m: 0,
          mt: 1,
          p: 1,
          height: 64,
          overflow: 'auto',
          fontSize: 12,
          bgcolor: 'action.hover',
        }}
      >
        {parsed ? `Split into: ${JSON.stringify(parsed)}` : 'The split result appears here.'}
      </Box>
    </Box>
  );
}
