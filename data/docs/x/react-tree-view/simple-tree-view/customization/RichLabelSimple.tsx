import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

function CountLabel({ text, count }: { text: string; count: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
      {text}
      {count > 0 && <Chip size="small" label={count} color="primary" variant="outlined" />}
    </Box>
  );
}

export default function RichLabelSimple() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 260 }}>
      <SimpleTreeView defaultExpandedItems={['support']}>
        <TreeItem itemId="support" label={<CountLabel text="Support tickets" count={17} />}>
          <TreeItem itemId="open" label={<CountLabel text="Open" count={9} />} />
          <TreeItem itemId="waiting" label={<CountLabel text="Waiting on customer" count={5} />} />
          <TreeItem itemId="escalated" label={<CountLabel text="Escalated" count={3} />} />
        </TreeItem>
        <TreeItem itemId="closed" label={<CountLabel text="Closed" count={0} />} />
      </SimpleTreeView>
    </Box>
  );
}
