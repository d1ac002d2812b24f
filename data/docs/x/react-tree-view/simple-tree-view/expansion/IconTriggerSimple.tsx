import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function IconTriggerSimple() {
  const [log, setLog] = React.useState('Click a label, then an arrow');

  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {log}
      </Typography>
      <SimpleTreeView
        expansionTrigger="iconContainer"
        onItemExpansionToggle={(event, itemId, isExpanded) =>
          setLog(`${itemId} ${isExpanded ? 'expanded' : 'collapsed'}`)
        }
        onItemClick={(event, itemId) => setLog(`${itemId} clicked`)}
      >
        <TreeItem itemId="team-a" label="Team A">
          <TreeItem itemId="alice" label="Alice" />
          <TreeItem itemId="bob" label="Bob" />
        </TreeItem>
        <TreeItem itemId="team-b" label="Team B">
          <TreeItem itemId="carol" label="Carol" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
