import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { shipmentColumns, shipments, type Shipment } from './shipments';

export default function RowSelectionApiRef() {
  const apiRef = useGridApiRef();
  const [message, setMessage] = React.useState('');

  const selectReady = () => {
    const readyIds = shipments.filter((row) => row.status === 'Ready').map((row) => row.id);
    apiRef.current.setRowSelectionModel(readyIds);
  };

  const totalWeight = () => {
    const selected = Array.from(apiRef.current.getSelectedRows().values()) as Shipment[];
    const kilograms = selected.reduce((sum, row) => sum + row.weightKg, 0);
    setMessage(`${selected.length} shipments, ${kilograms.toFixed(1)} kg in total`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={selectReady}>
          Select ready shipments
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.selectRow(2, true, false)}
        >
          Add Vienna
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.setRowSelectionModel([])}
        >
          Clear
        </Button>
        <Button size="small" onClick={totalWeight}>
          Weigh the selection
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1, minHeight: 20 }}>
        {message}
      </Typography>
      <Box sx={{ height: 470 }}>
        <DataGrid apiRef={apiRef} rows={shipments} columns={shipmentColumns} checkboxSelection />
      </Box>
    </Box>
  );
}
