import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridRenderContext,
  GridRowsProp,
  useGridApiRef,
} from '@mui/x-data-grid';

const COLUMN_COUNT = 50;
const ROW_COUNT = 100;

const columns: GridColDef[] = Array.from({ length: COLUMN_COUNT }, (_, index) => ({
  field: `c${index}`,
  headerName: `Column ${index + 1}`,
  width: 120,
}));

const rows: GridRowsProp = Array.from({ length: ROW_COUNT }, (_, rowIndex) => {
  const row: Record<string, string | number> = { id: rowIndex };
  columns.forEach((column, colIndex) => {
    row[column.field] = `R${rowIndex + 1}·C${colIndex + 1}`;
  });
  return row;
});

export default function RenderedRange() {
  const apiRef = useGridApiRef();
  const [virtualized, setVirtualized] = React.useState(true);
  const [range, setRange] = React.useState<GridRenderContext | null>(null);

  React.useEffect(() => {
    return apiRef.current.subscribeEvent('renderedRowsIntervalChange', (context) => {
      setRange(context);
    });
  }, [apiRef]);

  let summary = 'Scroll the grid to see the rendered range.';
  if (!virtualized) {
    summary = `Virtualization off: all ${ROW_COUNT} rows and ${COLUMN_COUNT} columns are in the DOM.`;
  } else if (range) {
    const rowCount = range.lastRowIndex - range.firstRowIndex;
    const colCount = range.lastColumnIndex - range.firstColumnIndex;
    summary =
      `Rows ${range.firstRowIndex + 1}–${range.lastRowIndex} and columns ` +
      `${range.firstColumnIndex + 1}–${range.lastColumnIndex} are rendered ` +
      `(${rowCount * colCount} of ${ROW_COUNT * COLUMN_COUNT} cells).`;
  }

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={virtualized}
            onChange={(event) => setVirtualized(event.target.checked)}
          />
        }
        label="Virtualization"
      />
      <Typography variant="body2" sx={{ mb: 1, minHeight: 40 }}>
        {summary}
      </Typography>
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          disableVirtualization={!virtualized}
          hideFooter
        />
      </Box>
    </Box>
  );
}
