import * as React from 'react';
import Box from '@mui/material/Box';
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
} from '@mui/x-data-grid-pro';

interface Shipment {
  id: number;
  tracking: string;
  destination: string;
  weight: number;
}

const cities = ['Rotterdam', 'Gdańsk', 'Valencia', 'Hamburg', 'Marseille', 'Antwerp', 'Genoa'];

const database: Shipment[] = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  tracking: `SHP-${String(48210 + index * 37)}`,
  destination: cities[(index * 4) % cities.length],
  weight: ((index * 613) % 900) / 10 + 1.5,
}));

// Fake endpoint: sorts and paginates on the "server" after 400 ms
function fetchShipments(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  const rows = [...database];
  params.sortModel.forEach(({ field, sort }) => {
    const key = field as keyof Shipment;
    const direction = sort === 'desc' ? -1 : 1;
    rows.sort((a, b) => (a[key] > b[key] ? direction : a[key] < b[key] ? -direction : 0));
  });
  const { page, pageSize } = params.paginationModel;
  const pageRows = rows.slice(page * pageSize, (page + 1) * pageSize);
  return new Promise((resolve) => {
    setTimeout(() => resolve({ rows: pageRows, rowCount: rows.length }), 400);
  });
}

const columns: GridColDef[] = [
  { field: 'tracking', headerName: 'Tracking number', flex: 1, minWidth: 150 },
  { field: 'destination', headerName: 'Destination', width: 140 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 120 },
];

type CacheChoice = 'default' | 'short' | 'none';

// Created once: a new cache object would start empty.
const shortCache = new GridDataSourceCacheDefault({ ttl: 10_000 });

export default function DataSourceCacheLifetime() {
  const [choice, setChoice] = React.useState<CacheChoice>('default');
  const [requests, setRequests] = React.useState<string[]>([]);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const sort = params.sortModel.map((item) => `${item.field} ${item.sort}`).join(', ');
        setRequests((previous) => [
          `page ${params.paginationModel.page + 1}${sort ? `, sorted by ${sort}` : ''}`,
          ...previous,
        ]);
        return fetchShipments(params);
      },
    }),
    [],
  );

  let cache: GridDataSourceCacheDefault | null | undefined; // undefined: the default cache
  if (choice === 'short') {
    cache = shortCache;
  } else if (choice === 'none') {
    cache = null;
  }

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={choice}
        onChange={(_, value: CacheChoice | null) => value && setChoice(value)}
        aria-label="Cache"
      >
        <ToggleButton value="default">Default cache (5 min)</ToggleButton>
        <ToggleButton value="short">ttl: 10 s</ToggleButton>
        <ToggleButton value="none">No cache (null)</ToggleButton>
      </ToggleButtonGroup>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Box sx={{ height: 380, flex: 1, minWidth: 0 }}>
          <DataGridPro
            columns={columns}
            unstable_dataSource={dataSource}
            unstable_dataSourceCache={cache}
            pagination
            pageSizeOptions={[10]}
            initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
            disableColumnFilter
          />
        </Box>
        <Box sx={{ width: { sm: 220 }, height: 380, overflow: 'auto' }}>
          <Typography variant="subtitle2">Server requests: {requests.length}</Typography>
          <Box component="ol" reversed sx={{ m: 0, pl: 3, fontSize: 13 }}>
            {requests.map((request, index) => (
              <li key={requests.length - index}>{request}</li>
            ))}
          </Box>
        </Box>
      </Stack>
    </Stack>
  );
}
