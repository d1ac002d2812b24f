import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ExpansionLogSimple() {
  const [lastEvent, setLastEvent] = React.useState('Open or close a section.');

  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>
        {lastEvent}
      </Typography>
      <SimpleTreeView
        onItemExpansionToggle={(event, itemId, isExpanded) =>
          setLastEvent(`${itemId} was ${isExpanded ? 'expanded' : 'collapsed'}`)
        }
      >
        <TreeItem itemId="shipping" label="Shipping">
          <TreeItem itemId="domestic" label="Domestic: 2–3 days" />
          <TreeItem itemId="international" label="International: 5–9 days" />
        </TreeItem>
        <TreeItem itemId="payment" label="Payment">
          <TreeItem itemId="cards" label="Cards and PayPal" />
          <TreeItem itemId="invoice" label="Invoice for businesses" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
