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
  GridDataSourceGroupNode,
  GridGroupNode,
} from '@mui/x-data-grid-pro';

interface Place {
  id: number;
  path: string[];
  stores: number;
  revenue: number;
}

// The server's data: continents, countries and cities, with their number of stores
const places: Place[] = [
  { id: 1, path: ['Europe'], stores: 9, revenue: 18.4 },
  { id: 2, path: ['Europe', 'Spain'], stores: 4, revenue: 7.9 },
  { id: 3, path: ['Europe', 'Spain', 'Madrid'], stores: 3, revenue: 6.1 },
  { id: 4, path: ['Europe', 'Spain', 'Seville'], stores: 1, revenue: 1.8 },
  { id: 5, path: ['Europe', 'Poland'], stores: 5, revenue: 10.5 },
  { id: 6, path: ['Europe', 'Poland', 'Kraków'], stores: 2, revenue: 4.2 },
  { id: 7, path: ['Europe', 'Poland', 'Warsaw'], stores: 3, revenue: 6.3 },
  { id: 8, path: ['Asia'], stores: 6, revenue: 14.2 },
  { id: 9, path: ['Asia', 'Vietnam'], stores: 2, revenue: 3.9 },
  { id: 10, path: ['Asia', 'Vietnam', 'Hanoi'], stores: 2, revenue: 3.9 },
  { id: 11, path: ['Asia', 'South Korea'], stores: 4, revenue: 10.3 },
  { id: 12, path: ['Asia', 'South Korea', 'Busan'], stores: 1, revenue: 2.4 },
  { id: 13, path: ['Asia', 'South Korea', 'Seoul'], stores: 3, revenue: 7.9 },
  { id: 14, path: ['Africa'], stores: 3, revenue: 5.6 },
  { id: 15, path: ['Africa', 'Ghana'], stores: 3, revenue: 5.6 },
  { id: 16, path: ['Africa', 'Ghana', 'Accra'], stores: 3, revenue: 5.6 },
];

const isChildOf = (place: Place, parentPath: string[]) =>
  place.path.length === parentPath.length + 1 &&
  parentPath.every((key, index) => place.path[index] === key);

function fetchPlaces(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  const groupKeys = params.groupKeys ?? [];
  const rows = places
    .filter((place) => isChildOf(place, groupKeys))
    .map((place) => ({
      id: place.id,
      name: place.path[place.path.length - 1],
      stores: place.stores,
      revenue: place.revenue,
      children: places.filter((other) => isChildOf(other, place.path)).length,
    }));
  return new Promise((resolve) => {
    setTimeout(
      () => resolve(groupKeys.length === 0 ? { rows, rowCount: rows.length } : { rows }),
      500,
    );
  });
}

const columns: GridColDef[] = [
  { field: 'stores', headerName: 'Stores', type: 'number', width: 100 },
  { field: 'revenue', headerName: 'Revenue (M€)', type: 'number', width: 130 },
];

// Europe and everything below it start expanded; the other continents stay closed.
// Rows loaded by a data source are GridDataSourceGroupNode, with the `path` of group keys.
const isGroupExpandedByDefault = (node: GridGroupNode) =>
  (node as GridDataSourceGroupNode).path?.[0] === 'Europe';

export default function TreeDataExpansion() {
  const [requests, setRequests] = React.useState<string[]>([]);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: (params) => {
        const keys = params.groupKeys ?? [];
        setRequests((previous) => [
          ...previous,
          keys.length ? `children of ${keys.join(' › ')}` : 'top level',
        ]);
        return fetchPlaces(params);
      },
      getGroupKey: (row) => row.name,
      getChildrenCount: (row) => row.children,
    }),
    [],
  );

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ height: 420, flex: 1, minWidth: 0 }}>
        <DataGridPro
          columns={columns}
          unstable_dataSource={dataSource}
          treeData
          isGroupExpandedByDefault={isGroupExpandedByDefault}
          groupingColDef={{ headerName: 'Place', width: 220 }}
          disableColumnFilter
          hideFooter
        />
      </Box>
      <Box sx={{ width: { sm: 220 } }}>
        <Typography variant="subtitle2">Requests sent, in order</Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, fontSize: 13 }}>
          {requests.map((request, index) => (
            <li key={index}>{request}</li>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
