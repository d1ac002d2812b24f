import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SingleCheckboxSimple() {
  const [plan, setPlan] = React.useState<string | null>('monthly-standard');

  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Plan: {plan ?? 'none'}
      </Typography>
      <SimpleTreeView
        checkboxSelection
        selectedItems={plan}
        onSelectedItemsChange={(event, itemId) => setPlan(itemId)}
        defaultExpandedItems={['monthly', 'yearly']}
      >
        <TreeItem itemId="monthly" label="Monthly billing">
          <TreeItem itemId="monthly-standard" label="Standard — €12 / month" />
          <TreeItem itemId="monthly-team" label="Team — €29 / month" />
        </TreeItem>
        <TreeItem itemId="yearly" label="Yearly billing">
          <TreeItem itemId="yearly-standard" label="Standard — €120 / year" />
          <TreeItem itemId="yearly-team" label="Team — €290 / year" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
