import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPro, GridRowParams, useGridApiContext } from '@mui/x-data-grid-pro';
import { ticketColumns, tickets, type Ticket } from './tickets';

function TicketForm({ ticket }: { ticket: Ticket }) {
  const apiRef = useGridApiContext();
  const [subject, setSubject] = React.useState(ticket.subject);
  const [priority, setPriority] = React.useState(ticket.priority);

  const save = () => {
    apiRef.current.updateRows([{ ...ticket, subject, priority }]);
    apiRef.current.toggleDetailPanel(ticket.id);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ px: 7, py: 2, alignItems: 'center' }}>
      <TextField
        size="small"
        label="Subject"
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
        sx={{ flex: 1 }}
      />
      <TextField
        select
        size="small"
        label="Priority"
        value={priority}
        onChange={(event) => setPriority(event.target.value as Ticket['priority'])}
        sx={{ width: 130 }}
      >
        <MenuItem value="Low">Low</MenuItem>
        <MenuItem value="Normal">Normal</MenuItem>
        <MenuItem value="High">High</MenuItem>
      </TextField>
      <Button variant="contained" size="small" onClick={save}>
        Save
      </Button>
    </Stack>
  );
}

export default function DetailPanelForm() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Ticket>) => <TicketForm ticket={row} />,
    [],
  );

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={tickets}
        columns={ticketColumns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={() => 'auto'}
        hideFooter
      />
    </Box>
  );
}
