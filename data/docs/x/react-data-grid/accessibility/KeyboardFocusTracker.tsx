import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFooterContainer,
  gridExpandedSortedRowIdsSelector,
  gridVisibleColumnFieldsSelector,
  useGridApiContext,
  useGridApiEventHandler,
} from '@mui/x-data-grid';

// The footer reports where the keyboard focus is and which key moved it,
// the same information a screen reader announces with the ARIA row and column indexes
function FocusFooter() {
  const apiRef = useGridApiContext();
  const [position, setPosition] = React.useState('Click a cell or tab into the grid.');
  const [lastKey, setLastKey] = React.useState('—');

  const describeCell = (id: string | number, field: string) => {
    const rowIds = gridExpandedSortedRowIdsSelector(apiRef);
    const fields = gridVisibleColumnFieldsSelector(apiRef);
    const column = apiRef.current.getColumn(field);
    return `Row ${rowIds.indexOf(id) + 1} of ${rowIds.length}, column "${
      column.headerName ?? field
    }" (${fields.indexOf(field) + 1} of ${fields.length})`;
  };

  useGridApiEventHandler(apiRef, 'cellFocusIn', (params) => {
    setPosition(describeCell(params.id, params.field));
  });
  useGridApiEventHandler(apiRef, 'columnHeaderFocus', (params) => {
    setPosition(`Header of column "${params.colDef.headerName ?? params.field}"`);
  });
  useGridApiEventHandler(apiRef, 'cellKeyDown', (_params, event) => {
    const modifiers = [event.ctrlKey && 'Ctrl', event.metaKey && 'Cmd', event.shiftKey && 'Shift']
      .filter(Boolean)
      .join('+');
    setLastKey(modifiers ? `${modifiers}+${event.key}` : event.key);
  });

  return (
    <GridFooterContainer sx={{ px: 2, flexDirection: 'column', alignItems: 'flex-start', py: 1 }}>
      <Typography variant="body2">Focus: {position}</Typography>
      <Typography variant="body2">Last key in a cell: {lastKey}</Typography>
    </GridFooterContainer>
  );
}

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 150 },
  { field: 'aisle', headerName: 'Aisle', width: 90 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

const rows = [
  { id: 'A-113', sku: 'A-113', item: 'Oat flakes 1 kg', aisle: '4B', quantity: 48 },
  { id: 'A-207', sku: 'A-207', item: 'Basmati rice 2 kg', aisle: '4A', quantity: 22 },
  { id: 'B-018', sku: 'B-018', item: 'Olive oil 750 ml', aisle: '6C', quantity: 35 },
  { id: 'B-102', sku: 'B-102', item: 'Tomato passata', aisle: '6A', quantity: 90 },
  { id: 'C-311', sku: 'C-311', item: 'Dark chocolate 85%', aisle: '9D', quantity: 64 },
  { id: 'C-340', sku: 'C-340', item: 'Green tea, 40 bags', aisle: '9B', quantity: 17 },
];

export default function KeyboardFocusTracker() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        aria-label="Pantry stock"
        rows={rows}
        columns={columns}
        checkboxSelection
        slots={{ footer: FocusFooter }}
      />
    </Box>
  );
}
