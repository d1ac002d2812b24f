import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridRowParams, useGridApiRef } from '@mui/x-data-grid-pro';
import { ticketColumns, tickets, type Ticket } from './tickets';

function getDetailPanelContent({ row }: GridRowParams<Ticket>) {
  return (
    <Box sx={{ px: 7, py: 1.5 }}>
      <Typography variant="body2">{row.description}</Typography>
    </Box>
  );
}

export default function DetailPanelApiRef() {
  const apiRef = useGridApiRef();
  const [openIds, setOpenIds] = React.useState('');

  const openHighPriority = () => {
    apiRef.current.setExpandedDetailPanels(
      tickets.filter((row) => row.priority === 'High').map((row) => row.id),
    );
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={openHighPriority}>
          Open high priority
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.toggleDetailPanel(5103)}
        >
          Toggle ticket 5103
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.setExpandedDetailPanels([])}
        >
          Close all
        </Button>
        <Button
          size="small"
          onClick={() => setOpenIds(apiRef.current.getExpandedDetailPanels().join(', ') || 'none')}
        >
          Which are open?
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1, minHeight: 20 }}>
        {openIds && `Open panels: ${openIds}`}
      </Typography>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={tickets}
          columns={ticketColumns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={() => 'auto'}
          hideFooter
        />
      </Box>
    </Box>
  );
}
