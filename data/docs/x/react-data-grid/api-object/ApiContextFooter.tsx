import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFooterContainer,
  gridFilteredTopLevelRowCountSelector,
  selectedGridRowsCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

function SummaryFooter() {
  // The API object of the grid that renders this component
  const apiRef = useGridApiContext();
  const visibleCount = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  const selectedCount = useGridSelector(apiRef, selectedGridRowsCountSelector);

  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2">
        {visibleCount} visible · {selectedCount} selected
      </Typography>
      <Button
        size="small"
        disabled={selectedCount === 0}
        onClick={() => apiRef.current.setRowSelectionModel([])}
      >
        Clear selection
      </Button>
    </GridFooterContainer>
  );
}

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1 },
  { field: 'temperature', headerName: 'Temp (°C)', type: 'number', width: 120 },
];

const rows = [
  { id: 1, city: 'Reykjavík', temperature: 4 },
  { id: 2, city: 'Lisbon', temperature: 19 },
  { id: 3, city: 'Nairobi', temperature: 23 },
  { id: 4, city: 'Hanoi', temperature: 28 },
  { id: 5, city: 'Montreal', temperature: -6 },
];

export default function ApiContextFooter() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} checkboxSelection slots={{ footer: SummaryFooter }} />
    </Box>
  );
}
