import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridDataSource,
  GridDataSourceCacheDefault,
  GridGetRowsParams,
  GridGetRowsResponse,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

interface Category {
  id: number;
  path: string[];
  products: number;
}

const categories: Category[] = [
  { id: 1, path: ['Kitchen'], products: 412 },
  { id: 2, path: ['Kitchen', 'Cookware'], products: 168 },
  { id: 3, path: ['Kitchen', 'Cookware', 'Pans'], products: 74 },
  { id: 4, path: ['Kitchen', 'Cookware', 'Pots'], products: 94 },
  { id: 5, path: ['Kitchen', 'Knives'], products: 96 },
  { id: 6, path: ['Kitchen', 'Tableware'], products: 148 },
  { id: 7, path: ['Garden'], products: 230 },
  { id: 8, path: ['Garden', 'Tools'], products: 131 },
  { id: 9, path: ['Garden', 'Planters'], products: 99 },
  { id: 10, path: ['Lighting'], products: 187 },
  { id: 11, path: ['Lighting', 'Lamps'], products: 120 },
  { id: 12, path: ['Lighting', 'Bulbs'], products: 67 },
];

const isChildOf = (category: Category, parentPath: string[]) =>
  category.path.length === parentPath.length + 1 &&
  parentPath.every((key, index) => category.path[index] === key);

function fetchCategories(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  const groupKeys = params.groupKeys ?? [];
  const rows = categories
    .filter((category) => isChildOf(category, groupKeys))
    .map((category) => ({
      id: category.id,
      name: category.path[category.path.length - 1],
      products: category.products,
      subcategories: categories.filter((other) => isChildOf(other, category.path)).length,
    }));
  return new Promise((resolve) => {
    setTimeout(
      () => resolve(groupKeys.length === 0 ? { rows, rowCount: rows.length } : { rows }),
      500,
    );
  });
}

const columns: GridColDef[] = [
  { field: 'products', headerName: 'Products', type: 'number', width: 110 },
];

type CacheChoice = 'default' | 'none';

export default function TreeDataCache() {
  const apiRef = useGridApiRef();
  const [choice, setChoice] = React.useState<CacheChoice>('default');
  const [requests, setRequests] = React.useState<string[]>([]);
  // One default cache for the lifetime of the demo
  const [cache] = React.useState(() => new GridDataSourceCacheDefault({}));

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: (params) => {
        const keys = params.groupKeys ?? [];
        setRequests((previous) => [...previous, keys.length ? keys.join(' › ') : 'top level']);
        return fetchCategories(params);
      },
      getGroupKey: (row) => row.name,
      getChildrenCount: (row) => row.subcategories,
    }),
    [],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={choice}
          onChange={(_, value: CacheChoice | null) => value && setChoice(value)}
          aria-label="Cache"
        >
          <ToggleButton value="default">Cache on</ToggleButton>
          <ToggleButton value="none">Cache off (null)</ToggleButton>
        </ToggleButtonGroup>
        <Button
          size="small"
          onClick={() => {
            apiRef.current.unstable_dataSource.cache.clear();
            apiRef.current.unstable_dataSource.fetchRows();
          }}
        >
          Clear cache and reload
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Box sx={{ height: 360, flex: 1, minWidth: 0 }}>
          <DataGridPro
            apiRef={apiRef}
            columns={columns}
            unstable_dataSource={dataSource}
            unstable_dataSourceCache={choice === 'default' ? cache : null}
            treeData
            groupingColDef={{ headerName: 'Category', width: 240 }}
            disableColumnFilter
            hideFooter
          />
        </Box>
        <Box sx={{ width: { sm: 200 }, height: 360, overflow: 'auto' }}>
          <Typography variant="subtitle2">Requests: {requests.length}</Typography>
          <Box component="ol" sx={{ m: 0, pl: 3, fontSize: 13 }}>
            {requests.map((request, index) => (
              <li key={index}>{request}</li>
            ))}
          </Box>
        </Box>
      </Stack>
    </Stack>
  );
}
