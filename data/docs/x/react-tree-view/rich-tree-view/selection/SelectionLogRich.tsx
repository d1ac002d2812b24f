import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const TOPPINGS: TreeViewBaseItem[] = [
  {
    id: 'cheese',
    label: 'Cheese',
    children: [
      { id: 'mozzarella', label: 'Mozzarella' },
      { id: 'gorgonzola', label: 'Gorgonzola' },
    ],
  },
  {
    id: 'vegetables',
    label: 'Vegetables',
    children: [
      { id: 'mushrooms', label: 'Mushrooms' },
      { id: 'artichokes', label: 'Artichokes' },
    ],
  },
];

export default function SelectionLogRich() {
  const [log, setLog] = React.useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <RichTreeView
        items={TOPPINGS}
        multiSelect
        checkboxSelection
        defaultExpandedItems={['cheese', 'vegetables']}
        onItemSelectionToggle={(event, itemId, isSelected) =>
          setLog((previous) =>
            [`${isSelected ? 'Added' : 'Removed'} ${itemId}`, ...previous].slice(0, 3),
          )
        }
      />
      <Typography component="div" variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {log.length === 0 ? 'Toggle a topping.' : log.map((line) => <div key={line}>{line}</div>)}
      </Typography>
    </Box>
  );
}
