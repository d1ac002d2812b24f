import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const EXPANDABLE_IDS = ['docs', 'guides', 'api'];

export default function ControlledExpansionSimple() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);

  const toggleAll = () => {
    setExpandedItems((previous) => (previous.length === 0 ? EXPANDABLE_IDS : []));
  };

  return (
    <Box sx={{ minHeight: 300, minWidth: 250 }}>
      <Stack direction="row" sx={{ mb: 1 }}>
        <Button size="small" onClick={toggleAll}>
          {expandedItems.length === 0 ? 'Expand all' : 'Collapse all'}
        </Button>
      </Stack>
      <SimpleTreeView
        expandedItems={expandedItems}
        onExpandedItemsChange={(event, itemIds) => setExpandedItems(itemIds)}
      >
        <TreeItem itemId="docs" label="Documentation">
          <TreeItem itemId="guides" label="Guides">
            <TreeItem itemId="install" label="Installation" />
            <TreeItem itemId="theming" label="Theming" />
          </TreeItem>
          <TreeItem itemId="api" label="API reference">
            <TreeItem itemId="tree-item" label="TreeItem" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="changelog" label="Changelog" />
      </SimpleTreeView>
    </Box>
  );
}
