import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPro, GridColDef, GridRowParams, useGridApiContext } from '@mui/x-data-grid-pro';

interface Ticket {
  id: number;
  subject: string;
  customer: string;
  priority: 'Low' | 'Normal' | 'High';
  opened: Date;
  description: string;
}

const rows: Ticket[] = [
  {
    id: 5101,
    subject: 'Invoice shows the wrong VAT rate',
    customer: 'Lindenhof GmbH',
    priority: 'High',
    opened: new Date(2024, 3, 2),
    description:
      'The April invoice applies 19 % VAT to a reduced-rate product line. Customer asks for a corrected invoice before the end of the month.',
  },
  {
    id: 5102,
    subject: 'Cannot add a second user',
    customer: 'Marlow & Sons',
    priority: 'Normal',
    opened: new Date(2024, 3, 3),
    description:
      'The invite dialog closes without an error when the e-mail address contains a plus sign.',
  },
  {
    id: 5103,
    subject: 'Export to CSV is slow',
    customer: 'Oberlin Clinic',
    priority: 'Low',
    opened: new Date(2024, 3, 5),
    description:
      'Exports of about 40,000 rows take three minutes. Acceptable for now, but the customer would like it faster.',
  },
  {
    id: 5104,
    subject: 'Password reset mail not received',
    customer: 'Quayside Hotels',
    priority: 'High',
    opened: new Date(2024, 3, 8),
    description:
      'Reset e-mails are blocked by the customer mail filter. Needs an allow-list entry or a different sender domain.',
  },
  {
    id: 5105,
    subject: 'Dark mode colours in reports',
    customer: 'Lindenhof GmbH',
    priority: 'Low',
    opened: new Date(2024, 3, 9),
    description: 'Chart labels are hard to read in dark mode on printed reports.',
  },
  {
    id: 5106,
    subject: 'Duplicate orders after timeout',
    customer: 'Brightline Transit',
    priority: 'High',
    opened: new Date(2024, 3, 11),
    description:
      'A checkout that times out and is retried creates two orders. Idempotency keys are missing on the retry.',
  },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', width: 260 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'priority', headerName: 'Priority', width: 100 },
  { field: 'opened', headerName: 'Opened', type: 'date', width: 120 },
];

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
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={() => 'auto'}
        hideFooter
      />
    </Box>
  );
}
