import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, TreeItemProps } from '@mui/x-tree-view/TreeItem';

// A slower, eased opening of the children, passed to the default Collapse transition.
function SlowItem(props: TreeItemProps) {
  return (
    <TreeItem
      {...props}
      slotProps={{
        groupTransition: {
          timeout: { enter: 450, exit: 200 },
          easing: { enter: 'cubic-bezier(0.2, 0.8, 0.2, 1)' },
        },
      }}
    />
  );
}

export default function TransitionTimingSimple() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <SimpleTreeView>
        <SlowItem itemId="starters" label="Starters">
          <SlowItem itemId="gazpacho" label="Gazpacho" />
          <SlowItem itemId="burrata" label="Burrata with peaches" />
        </SlowItem>
        <SlowItem itemId="mains" label="Mains">
          <SlowItem itemId="sea-bass" label="Grilled sea bass" />
          <SlowItem itemId="gnocchi" label="Sage butter gnocchi" />
        </SlowItem>
      </SimpleTreeView>
    </Box>
  );
}
