import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { shipmentColumns, shipments } from './shipments';

export default function CheckboxSelection() {
  return (
    <Box sx={{ height: 470, width: '100%' }}>
      <DataGrid rows={shipments} columns={shipmentColumns} checkboxSelection />
    </Box>
  );
}
