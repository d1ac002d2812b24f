import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridRowsProp,
  GridScrollParams,
  useGridApiRef,
} from '@mui/x-data-grid';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Store', width: 90 },
  ...months.map<GridColDef>((month) => ({
    field: month,
    headerName: month,
    type: 'number',
    width: 110,
  })),
];

const rows: GridRowsProp = Array.from({ length: 100 }, (_, index) => {
  const row: Record<string, number> = { id: index + 1 };
  months.forEach((month, monthIndex) => {
    row[month] = ((index + 3) * (monthIndex + 7) * 37) % 900;
  });
  return row;
});

export default function ScrollToIndexes() {
  const apiRef = useGridApiRef();
  const [position, setPosition] = React.useState<GridScrollParams>({ top: 0, left: 0 });

  React.useEffect(() => {
    return apiRef.current.subscribeEvent('scrollPositionChange', (params) => {
      setPosition({ top: params.top, left: params.left });
    });
  }, [apiRef]);

  const goToCell = (rowIndex: number, colIndex: number) => {
    apiRef.current.scrollToIndexes({ rowIndex, colIndex });
    const rowId = apiRef.current.getRowIdFromRowIndex(rowIndex);
    const field = apiRef.current.getVisibleColumns()[colIndex].field;
    apiRef.current.setCellFocus(rowId, field);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }} useFlexGap>
        <Button size="small" variant="outlined" onClick={() => goToCell(59, 9)}>
          Store 60, September
        </Button>
        <Button size="small" variant="outlined" onClick={() => goToCell(99, 12)}>
          Last cell
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.scroll({ top: 0, left: 0 })}
        >
          Back to top
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Scroll position: top {Math.round(position.top)}px, left {Math.round(position.left)}px
      </Typography>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
