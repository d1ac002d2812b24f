import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridRowModel, GridSortModel } from '@mui/x-data-grid-pro';

interface Page {
  rows: GridRowModel[];
  nextCursor: number | null;
}

const authors = ['Ines', 'Jamal', 'Kira', 'Leo', 'Maya', 'Noor'];
const feed = Array.from({ length: 150 }, (_, index) => ({
  id: index + 1,
  author: authors[(index * 5) % authors.length],
  message: `Update #${index + 1}`,
  likes: (index * 97) % 250,
}));

// Fake cursor-based endpoint: returns 25 posts after `cursor`, sorted as requested
function fetchPage(cursor: number, sortModel: GridSortModel): Promise<Page> {
  const sorted = [...feed];
  const [sortItem] = sortModel;
  if (sortItem) {
    const field = sortItem.field as 'likes' | 'id';
    const direction = sortItem.sort === 'desc' ? -1 : 1;
    sorted.sort((a, b) => (Number(a[field]) - Number(b[field])) * direction);
  }
  const rows = sorted.slice(cursor, cursor + 25);
  const next = cursor + rows.length;
  return new Promise((resolve) => {
    setTimeout(() => resolve({ rows, nextCursor: next < feed.length ? next : null }), 600);
  });
}

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Post', type: 'number', width: 90 },
  { field: 'author', headerName: 'Author', width: 120, sortable: false },
  { field: 'message', headerName: 'Message', flex: 1, minWidth: 140, sortable: false },
  { field: 'likes', headerName: 'Likes', type: 'number', width: 100 },
];

export default function InfiniteLoadingWorkaround() {
  const [rows, setRows] = React.useState<GridRowModel[]>([]);
  const [cursor, setCursor] = React.useState<number | null>(0);
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);
  const [loading, setLoading] = React.useState(false);
  const requestId = React.useRef(0);

  const loadMore = React.useCallback(async (from: number, model: GridSortModel, reset: boolean) => {
    requestId.current += 1;
    const current = requestId.current;
    setLoading(true);
    const page = await fetchPage(from, model);
    if (current !== requestId.current) {
      return; // A newer request (for example after a sort) replaced this one
    }
    setRows((prev) => (reset ? page.rows : [...prev, ...page.rows]));
    setCursor(page.nextCursor);
    setLoading(false);
  }, []);

  React.useEffect(() => {
    loadMore(0, [], true);
  }, [loadMore]);

  const handleScrollEnd = () => {
    if (!loading && cursor !== null) {
      loadMore(cursor, sortModel, false);
    }
  };

  const handleSortModelChange = (model: GridSortModel) => {
    setSortModel(model);
    loadMore(0, model, true);
  };

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        loading={loading}
        onRowsScrollEnd={handleScrollEnd}
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={handleSortModelChange}
        disableColumnFilter
        hideFooterPagination
      />
    </Box>
  );
}
