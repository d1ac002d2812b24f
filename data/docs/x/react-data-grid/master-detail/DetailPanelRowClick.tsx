import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import { DataGridPro, GridRowParams, useGridApiRef } from '@mui/x-data-grid-pro';
import { ticketColumns, tickets, type Ticket } from './tickets';

function getDetailPanelContent({ row }: GridRowParams<Ticket>) {
  return (
    <Box sx={{ px: 7, py: 1.5 }}>
      <Typography variant="body2">{row.description}</Typography>
    </Box>
  );
}

export default function DetailPanelRowClick() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        rows={tickets}
        columns={ticketColumns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={() => 'auto'}
        // A click anywhere on the row opens or closes its panel
        onRowClick={(params) => apiRef.current.toggleDetailPanel(params.id)}
        slots={{
          detailPanelExpandIcon: AddCircleOutlineIcon,
          detailPanelCollapseIcon: RemoveCircleOutlineIcon,
        }}
        hideFooter
      />
    </Box>
  );
}
