import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

type Product = { id: number; sku: string; name: string; price: number; stock: number };

const rows: Product[] = [
  { id: 1, sku: 'TEA-014', name: 'Sencha green tea, 100 g', price: 8.9, stock: 120 },
  { id: 2, sku: 'TEA-027', name: 'Assam breakfast, 250 g', price: 11.5, stock: 64 },
  { id: 3, sku: 'ACC-003', name: 'Cast-iron teapot', price: 54, stock: 9 },
  { id: 4, sku: 'ACC-011', name: 'Bamboo whisk', price: 14.25, stock: 31 },
];

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180, editable: true },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 110, editable: true },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90, editable: true },
];

type Pending = {
  newRow: Product;
  oldRow: Product;
  resolve: (row: Product) => void;
};

export default function ConfirmPriceChange() {
  const pending = React.useRef<Pending | null>(null);
  const [question, setQuestion] = React.useState<string | null>(null);

  const processRowUpdate = React.useCallback(
    (newRow: Product, oldRow: Product) =>
      new Promise<Product>((resolve) => {
        // Only price changes need a confirmation.
        if (newRow.price === oldRow.price) {
          resolve(newRow);
          return;
        }
        pending.current = { newRow, oldRow, resolve };
        setQuestion(
          `Change the price of "${oldRow.name}" from $${oldRow.price} to $${newRow.price}?`,
        );
      }),
    [],
  );

  const settle = (accept: boolean) => {
    const current = pending.current;
    if (current) {
      current.resolve(accept ? current.newRow : current.oldRow);
    }
    pending.current = null;
    setQuestion(null);
  };

  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} processRowUpdate={processRowUpdate} hideFooter />
      <Dialog open={question !== null} onClose={() => settle(false)}>
        <DialogTitle>Confirm the new price</DialogTitle>
        <DialogContent>{question}</DialogContent>
        <DialogActions>
          <Button onClick={() => settle(false)}>Keep old price</Button>
          <Button variant="contained" onClick={() => settle(true)}>
            Apply
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
