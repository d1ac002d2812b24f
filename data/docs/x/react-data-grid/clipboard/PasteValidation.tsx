import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium, GridColDef, GridValidRowModel } from '@mui/x-data-grid-premium';

interface StockLine extends GridValidRowModel {
  id: number;
  product: string;
  unitPrice: number;
  quantity: number;
}

const initialRows: StockLine[] = [
  { id: 1, product: 'Espresso beans 1 kg', unitPrice: 18.5, quantity: 40 },
  { id: 2, product: 'Oat milk 1 l', unitPrice: 2.1, quantity: 120 },
  { id: 3, product: 'Paper cups (500)', unitPrice: 31, quantity: 12 },
  { id: 4, product: 'Cane sugar 5 kg', unitPrice: 9.75, quantity: 8 },
];

// Accepts "1.234,50" (German style) as well as "1234.50".
function parseLocalizedNumber(text: string): number | undefined {
  const cleaned = text.trim().replace(/\s|€/g, '');
  const normalized = /,\d{1,2}$/.test(cleaned)
    ? cleaned.replace(/\./g, '').replace(',', '.')
    : cleaned.replace(/,/g, '');
  const value = Number(normalized);
  return Number.isNaN(value) ? undefined : value; // undefined leaves the cell unchanged
}

const columns: GridColDef<StockLine>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  {
    field: 'unitPrice',
    headerName: 'Unit price (€)',
    type: 'number',
    width: 130,
    editable: true,
    pastedValueParser: (value) => parseLocalizedNumber(value),
  },
  {
    field: 'quantity',
    headerName: 'Quantity',
    type: 'number',
    width: 110,
    editable: true,
    pastedValueParser: (value) => parseLocalizedNumber(value),
  },
];

const sample = '19,90\t36\n1.250,00\t-5';

export default function PasteValidation() {
  const [rows, setRows] = React.useState<StockLine[]>(initialRows);
  const [error, setError] = React.useState<string | null>(null);
  const [pasteDisabled, setPasteDisabled] = React.useState(false);

  const processRowUpdate = (newRow: StockLine, oldRow: StockLine) => {
    if (newRow.quantity < 0) {
      throw new Error(`${oldRow.product}: a quantity cannot be negative, row left unchanged.`);
    }
    setRows((previous) => previous.map((row) => (row.id === newRow.id ? newRow : row)));
    return newRow;
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <Box
          component="pre"
          sx={{ m: 0, p: 1, fontSize: 12, border: 1, borderColor: 'divider', userSelect: 'all' }}
        >
          {sample.replace(/\t/g, '    ')}
        </Box>
        <FormControlLabel
          control={
            <Switch
              checked={pasteDisabled}
              onChange={(event) => setPasteDisabled(event.target.checked)}
            />
          }
          label="disableClipboardPaste"
        />
      </Stack>
      <Box sx={{ height: 290 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          hideFooter
          cellSelection
          disableRowSelectionOnClick
          disableClipboardPaste={pasteDisabled}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={(thrown: Error) => setError(thrown.message)}
          onClipboardPasteStart={() => setError(null)}
        />
      </Box>
      <Box sx={{ mt: 1, height: 48 }}>
        {error ? (
          <Alert severity="error" sx={{ py: 0 }}>
            {error}
          </Alert>
        ) : null}
      </Box>
    </Box>
  );
}
