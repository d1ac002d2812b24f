import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { DataGridPro, GridRowParams } from '@mui/x-data-grid-pro';
import { ticketColumns, tickets, type Ticket } from './tickets';

interface Reply {
  author: string;
  text: string;
}

const agents = ['Noor (support)', 'Felix (billing)', 'Ana (engineering)'];

// Stands in for a request made when the panel opens
function fetchReplies(ticket: Ticket): Promise<Reply[]> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const count = 1 + (ticket.id % 3);
      resolve(
        Array.from({ length: count }, (_, index) => ({
          author: agents[(ticket.id + index) % agents.length],
          text:
            index === 0
              ? `Picked up: ${ticket.subject.toLowerCase()}.`
              : 'Waiting for the customer to confirm.',
        })),
      );
    }, 700);
  });
}

function Replies({ ticket }: { ticket: Ticket }) {
  const [replies, setReplies] = React.useState<Reply[] | null>(null);

  React.useEffect(() => {
    let active = true;
    fetchReplies(ticket).then((result) => {
      if (active) {
        setReplies(result);
      }
    });
    return () => {
      active = false;
    };
  }, [ticket]);

  if (replies === null) {
    return (
      <Box sx={{ px: 7, py: 2 }}>
        <CircularProgress size={24} aria-label="Loading replies" />
      </Box>
    );
  }
  return (
    <List dense sx={{ px: 5 }}>
      {replies.map((reply, index) => (
        <ListItem key={index}>
          <ListItemText primary={reply.text} secondary={reply.author} />
        </ListItem>
      ))}
    </List>
  );
}

export default function DetailPanelLazyLoading() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Ticket>) => <Replies ticket={row} />,
    [],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
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
