import type { GridColDef } from '@mui/x-data-grid-pro';

// Support tickets of a small software company, shared by the master-detail demos of this page.

export interface Ticket {
  id: number;
  subject: string;
  customer: string;
  priority: 'Low' | 'Normal' | 'High';
  opened: Date;
  description: string;
}

export const tickets: Ticket[] = [
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

export const ticketColumns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', width: 260 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'priority', headerName: 'Priority', width: 100 },
  { field: 'opened', headerName: 'Opened', type: 'date', width: 120 },
];
