import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { shipmentColumns, shipments } from './shipments';

export default function MultipleRowSelectionPro() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={shipments}
        columns={shipmentColumns}
        // Ctrl or Cmd + click adds a row, Shift + click selects a range
        hideFooterPagination
      />
    </Box>
  );
}
