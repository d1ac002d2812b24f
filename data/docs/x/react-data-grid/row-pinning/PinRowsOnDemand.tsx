import * as React from 'react';
import Box from '@mui/material/Box';
import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import { DataGridPro, GridActionsCellItem, GridColDef, GridRowId } from '@mui/x-data-grid-pro';

type Ticket = { id: number; subject: string; requester: string; priority: string };

const allTickets: Ticket[] = [
  { id: 101, subject: 'Cannot reset password', requester: 'Lina', priority: 'High' },
  { id: 102, subject: 'Invoice shows wrong VAT', requester: 'Marek', priority: 'Medium' },
  { id: 103, subject: 'Feature request: dark mode', requester: 'Sunita', priority: 'Low' },
  { id: 104, subject: 'Export to CSV times out', requester: 'Tobias', priority: 'High' },
  { id: 105, subject: 'Typo on pricing page', requester: 'Aiyana', priority: 'Low' },
  { id: 106, subject: 'Two-factor code not received', requester: 'Jorge', priority: 'High' },
];

export default function PinRowsOnDemand() {
  const [pinnedIds, setPinnedIds] = React.useState<GridRowId[]>([104]);

  const togglePin = React.useCallback((id: GridRowId) => {
    setPinnedIds((prev) => (prev.includes(id) ? prev.filter((p) => p !== id) : [...prev, id]));
  }, []);

  // A row is either in `rows` or in `pinnedRows`, never in both.
  const { rows, pinnedRows } = React.useMemo(
    () => ({
      rows: allTickets.filter((ticket) => !pinnedIds.includes(ticket.id)),
      pinnedRows: {
        top: pinnedIds
          .map((id) => allTickets.find((ticket) => ticket.id === id))
          .filter((ticket): ticket is Ticket => ticket !== undefined),
      },
    }),
    [pinnedIds],
  );

  const columns = React.useMemo<GridColDef<Ticket>[]>(
    () => [
      {
        field: 'actions',
        type: 'actions',
        width: 60,
        getActions: (params) => {
          const pinned = pinnedIds.includes(params.id);
          return [
            <GridActionsCellItem
              key="pin"
              icon={pinned ? <PushPinIcon /> : <PushPinOutlinedIcon />}
              label={pinned ? 'Unpin' : 'Pin to top'}
              onClick={() => togglePin(params.id)}
            />,
          ];
        },
      },
      { field: 'id', headerName: 'Ticket', width: 90 },
      { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
      { field: 'requester', headerName: 'Requester', width: 120 },
      { field: 'priority', headerName: 'Priority', width: 100 },
    ],
    [pinnedIds, togglePin],
  );

  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} hideFooter />
    </Box>
  );
}
