import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'id', headerName: 'ID', width: 80 },
  { field: 'part', headerName: 'Part', flex: 1 },
  { field: 'bin', headerName: 'Bin', width: 100 },
];

const rows = Array.from({ length: 80 }, (_, index) => ({
  id: index + 1,
  part: `Part ${String(index + 1).padStart(3, '0')}`,
  bin: `${String.fromCharCode(65 + (index % 8))}-${(index * 7) % 40}`,
}));

export default function JumpToRow() {
  const apiRef = useGridApiRef();
  const [target, setTarget] = React.useState('70');

  const jump = () => {
    const id = Number(target);
    if (!apiRef.current.getRow(id)) {
      return;
    }
    const rowIndex = apiRef.current.getRowIndexRelativeToVisibleRows(id);
    apiRef.current.scrollToIndexes({ rowIndex, colIndex: 0 });
    apiRef.current.setRowSelectionModel([id]);
    apiRef.current.setCellFocus(id, 'part');
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <TextField
          size="small"
          label="Row ID"
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          sx={{ width: 120 }}
        />
        <Button variant="outlined" onClick={jump}>
          Go to row
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} />
      </Box>
    </Box>
  );
}
