import * as React from 'react';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import Alert from '@mui/material/Alert';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

type Product = { id: number; name: string; stock: number; price: number; category: string };

const initialRows: Product[] = [
  { id: 1, name: 'Desk lamp', stock: 14, price: 39, category: 'Lighting' },
  { id: 2, name: 'Office chair', stock: 6, price: 189, category: 'Furniture' },
  { id: 3, name: 'Monitor arm', stock: 22, price: 79, category: 'Accessories' },
  { id: 4, name: 'Standing desk', stock: 3, price: 449, category: 'Furniture' },
];

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, editable: true },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 100, editable: true },
  { field: 'price', headerName: 'Price', type: 'number', width: 100, editable: true },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: ['Lighting', 'Furniture', 'Accessories'],
    width: 140,
    editable: true,
  },
];

// Stands in for a request to your server.
function saveProduct(product: Product): Promise<Product> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (product.name.trim() === '') {
        reject(new Error('Name cannot be empty'));
      } else {
        resolve({ ...product, name: product.name.trim() });
      }
    }, 300);
  });
}

export default function CellEditingPersist() {
  const [message, setMessage] = React.useState<{ text: string; ok: boolean } | null>(null);

  const processRowUpdate = React.useCallback(async (newRow: Product) => {
    const saved = await saveProduct(newRow);
    setMessage({ text: `Saved "${saved.name}"`, ok: true });
    return saved;
  }, []);

  const handleError = React.useCallback((error: Error) => {
    setMessage({ text: error.message, ok: false });
  }, []);

  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={initialRows}
        columns={columns}
        processRowUpdate={processRowUpdate}
        onProcessRowUpdateError={handleError}
        hideFooter
      />
      <Snackbar open={message !== null} autoHideDuration={3000} onClose={() => setMessage(null)}>
        <Alert severity={message?.ok ? 'success' : 'error'} onClose={() => setMessage(null)}>
          {message?.text}
        </Alert>
      </Snackbar>
    </Box>
  );
}
