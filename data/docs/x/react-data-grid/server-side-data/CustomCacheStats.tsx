import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridDataSource,
  GridDataSourceCache,
  GridGetRowsParams,
  GridGetRowsResponse,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
}

const catalog: Book[] = [
  ['The Master and Margarita', 'Mikhail Bulgakov', 1967],
  ['One Hundred Years of Solitude', 'Gabriel García Márquez', 1967],
  ['Beloved', 'Toni Morrison', 1987],
  ['The Name of the Rose', 'Umberto Eco', 1980],
  ['Norwegian Wood', 'Haruki Murakami', 1987],
  ['The God of Small Things', 'Arundhati Roy', 1997],
  ['Midnight’s Children', 'Salman Rushdie', 1981],
  ['The Unbearable Lightness of Being', 'Milan Kundera', 1984],
  ['Half of a Yellow Sun', 'Chimamanda Ngozi Adichie', 2006],
  ['Austerlitz', 'W. G. Sebald', 2001],
  ['The Door', 'Magda Szabó', 1987],
  ['Season of Migration to the North', 'Tayeb Salih', 1966],
  ['Blindness', 'José Saramago', 1995],
  ['My Brilliant Friend', 'Elena Ferrante', 2011],
  ['The Vegetarian', 'Han Kang', 2007],
].map(([title, author, year], index) => ({
  id: index + 1,
  title: title as string,
  author: author as string,
  year: year as number,
}));

function fetchBooks(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  const rows = [...catalog];
  params.sortModel.forEach(({ field, sort }) => {
    const key = field as keyof Book;
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

interface CacheStats {
  hits: number;
  misses: number;
  entries: number;
}

// A cache implementing GridDataSourceCache: a Map keyed by the serialized request,
// which reports its hits and misses so that the demo can display them.
class CountingCache implements GridDataSourceCache {
  private entries = new Map<string, GridGetRowsResponse>();

  private stats: CacheStats = { hits: 0, misses: 0, entries: 0 };

  constructor(private onChange: (stats: CacheStats) => void) {}

  private static key(params: GridGetRowsParams) {
    return JSON.stringify([params.paginationModel, params.sortModel, params.filterModel]);
  }

  private report(change: Partial<CacheStats>) {
    this.stats = { ...this.stats, ...change, entries: this.entries.size };
    this.onChange(this.stats);
  }

  set = (params: GridGetRowsParams, value: GridGetRowsResponse) => {
    this.entries.set(CountingCache.key(params), value);
    this.report({});
  };

  get = (params: GridGetRowsParams) => {
    const value = this.entries.get(CountingCache.key(params));
    if (value) {
      this.report({ hits: this.stats.hits + 1 });
    } else {
      this.report({ misses: this.stats.misses + 1 });
    }
    return value;
  };

  clear = () => {
    this.entries.clear();
    this.report({});
  };
}

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 190 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
];

const dataSource: GridDataSource = { getRows: fetchBooks };

export default function CustomCacheStats() {
  const apiRef = useGridApiRef();
  const [stats, setStats] = React.useState<CacheStats>({ hits: 0, misses: 0, entries: 0 });
  const [cache] = React.useState(() => new CountingCache(setStats));

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ mr: 1 }}>
          Hits: <b>{stats.hits}</b> · Misses: <b>{stats.misses}</b> · Entries:{' '}
          <b>{stats.entries}</b>
        </Typography>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.unstable_dataSource.fetchRows()}
        >
          Fetch again
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            apiRef.current.unstable_dataSource.cache.clear();
            apiRef.current.unstable_dataSource.fetchRows();
          }}
        >
          Clear cache and fetch
        </Button>
      </Stack>
      <Box sx={{ height: 370 }}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          unstable_dataSource={dataSource}
          unstable_dataSourceCache={cache}
          pagination
          pageSizeOptions={[5]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
          disableColumnFilter
        />
      </Box>
    </Stack>
  );
}
