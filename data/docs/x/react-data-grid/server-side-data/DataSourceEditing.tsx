import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridDataSource,
  GridGetRowsParams,
  GridGetRowsResponse,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

interface Product {
  id: number;
  name: string;
  stock: number;
  price: number;
}

const names = [
  'Linen apron',
  'Walnut cutting board',
  'Enamel mug',
  'Cast iron skillet',
  'Ceramic teapot',
  'Beeswax wraps',
  'Copper kettle',
  'Oak salad servers',
  'Stoneware bowl',
  'Glass carafe',
  'Bamboo steamer',
  'Marble mortar',
];

// The "database" of the fake server. It changes when a row is saved.
const database: Product[] = names.map((name, index) => ({
  id: index + 1,
  name,
  stock: (index * 17) % 60,
  price: Math.round(((index * 37) % 90) + 9.5) + 0.9,
}));

function fetchProducts(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  const rows = database.map((product) => ({ ...product }));
  params.sortModel.forEach(({ field, sort }) => {
    const key = field as keyof Product;
    const direction = sort === 'desc' ? -1 : 1;
    rows.sort((a, b) => (a[key] > b[key] ? direction : a[key] < b[key] ? -direction : 0));
  });
  const { page, pageSize } = params.paginationModel;
  return new Promise((resolve) => {
    setTimeout(
      () =>
        resolve({
          rows: rows.slice(page * pageSize, (page + 1) * pageSize),
          rowCount: rows.length,
        }),
      400,
    );
  });
}

function saveProduct(product: Product): Promise<Product> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const index = database.findIndex((entry) => entry.id === product.id);
      database[index] = { ...product };
      resolve(database[index]);
    }, 300);
  });
}

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 100, editable: true },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 110, editable: true },
];

const dataSource: GridDataSource = { getRows: fetchProducts };

export default function DataSourceEditing() {
  const apiRef = useGridApiRef();
  const [saved, setSaved] = React.useState<string[]>([]);

  const processRowUpdate = async (newRow: Product, oldRow: Product) => {
    if (newRow.stock === oldRow.stock && newRow.price === oldRow.price) {
      return oldRow;
    }
    const stored = await saveProduct(newRow);
    // Cached pages and sort orders may contain the old values: forget them.
    apiRef.current.unstable_dataSource.cache.clear();
    setSaved((previous) => [
      `${stored.name}: stock ${stored.stock}, €${stored.price.toFixed(2)}`,
      ...previous,
    ]);
    return stored;
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ height: 400, flex: 1, minWidth: 0 }}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          unstable_dataSource={dataSource}
          processRowUpdate={processRowUpdate}
          pagination
          pageSizeOptions={[5]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
          disableColumnFilter
        />
      </Box>
      <Box sx={{ width: { sm: 230 } }}>
        <Typography variant="subtitle2">Saved on the server</Typography>
        <Box component="pre" sx={{ m: 0, fontSize: 12, whiteSpace: 'pre-wrap' }}>
          {saved.length ? saved.join('\n') : '(double-click a stock or price cell)'}
        </Box>
      </Box>
    </Stack>
  );
}
