import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridRowParams } from '@mui/x-data-grid-pro';
import { ticketColumns, tickets, type Ticket } from './tickets';

function getDetailPanelContent({ row }: GridRowParams<Ticket>) {
  return (
    <Box sx={{ px: 7, py: 1.5 }}>
      <Typography variant="body2">{row.description}</Typography>
    </Box>
  );
}

// Every panel is 88 px high: no measuring, steady scrolling
const getDetailPanelHeight = () => 88;

export default function DetailPanelFixedHeight() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={tickets}
        columns={ticketColumns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
