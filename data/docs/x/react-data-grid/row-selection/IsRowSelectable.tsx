import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridRowParams } from '@mui/x-data-grid';
import { shipmentColumns, shipments, type Shipment } from './shipments';

export default function IsRowSelectable() {
  return (
    <Box sx={{ height: 470, width: '100%' }}>
      <DataGrid
        rows={shipments}
        columns={shipmentColumns}
        checkboxSelection
        // Shipments on hold cannot be picked for dispatch
        isRowSelectable={(params: GridRowParams<Shipment>) => params.row.status !== 'On hold'}
      />
    </Box>
  );
}
