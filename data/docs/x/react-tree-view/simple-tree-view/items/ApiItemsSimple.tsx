import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function ApiItemsSimple() {
  const apiRef = useTreeViewApiRef();
  const [summary, setSummary] = React.useState('');

  const describe = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const lines = api
      .getItemOrderedChildrenIds(null)
      .map((id) => `${api.getItem(id).label}: ${api.getItemOrderedChildrenIds(id).length} items`);
    setSummary(lines.join(' · '));
  };

  return (
    <Box sx={{ minHeight: 260, minWidth: 280 }}>
      <Button size="small" variant="outlined" onClick={describe} sx={{ mb: 1 }}>
        Count items per shelf
      </Button>
      <Typography variant="body2" sx={{ mb: 1, minHeight: 20 }}>
        {summary}
      </Typography>
      <SimpleTreeView apiRef={apiRef} defaultExpandedItems={['fiction', 'science']}>
        <TreeItem itemId="fiction" label="Fiction">
          <TreeItem itemId="dune" label="Dune" />
          <TreeItem itemId="beloved" label="Beloved" />
          <TreeItem itemId="piranesi" label="Piranesi" />
        </TreeItem>
        <TreeItem itemId="science" label="Science">
          <TreeItem itemId="cosmos" label="Cosmos" />
          <TreeItem itemId="gene" label="The Gene" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
