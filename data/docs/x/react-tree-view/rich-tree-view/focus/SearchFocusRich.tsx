import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

const ANIMALS: TreeViewBaseItem[] = [
  {
    id: 'mammals',
    label: 'Mammals',
    children: [
      { id: 'dolphin', label: 'Dolphin' },
      { id: 'elephant', label: 'Elephant' },
      { id: 'otter', label: 'Otter' },
    ],
  },
  {
    id: 'birds',
    label: 'Birds',
    children: [
      { id: 'eagle', label: 'Eagle' },
      { id: 'penguin', label: 'Penguin' },
    ],
  },
];

function findPath(items: TreeViewBaseItem[], query: string): string[] | null {
  for (const item of items) {
    if (item.label.toLowerCase().startsWith(query)) {
      return [item.id];
    }
    const childPath = findPath(item.children ?? [], query);
    if (childPath) {
      return [item.id, ...childPath];
    }
  }
  return null;
}

export default function SearchFocusRich() {
  const apiRef = useTreeViewApiRef();
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);
  const [target, setTarget] = React.useState<string | null>(null);
  const [focused, setFocused] = React.useState<string | null>(null);
  const [query, setQuery] = React.useState('');
  const lastEvent = React.useRef<React.SyntheticEvent | null>(null);

  React.useEffect(() => {
    // The item is rendered once its ancestors are expanded: focus it after that render.
    if (target && lastEvent.current) {
      apiRef.current?.focusItem(lastEvent.current, target);
      setTarget(null);
    }
  }, [apiRef, target]);

  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Enter') {
      return;
    }
    const path = findPath(ANIMALS, query.trim().toLowerCase());
    if (path) {
      lastEvent.current = event;
      setExpandedItems((previous) => Array.from(new Set([...previous, ...path.slice(0, -1)])));
      setTarget(path[path.length - 1]);
    }
  };

  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <TextField
        size="small"
        label="Type a name and press Enter"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={handleKeyDown}
        sx={{ mb: 1, minWidth: 260 }}
      />
      <Typography variant="body2" sx={{ mb: 1 }}>
        Focused: {focused ?? 'none'}
      </Typography>
      <RichTreeView
        apiRef={apiRef}
        items={ANIMALS}
        expandedItems={expandedItems}
        onExpandedItemsChange={(event, itemIds) => setExpandedItems(itemIds)}
        onItemFocus={(event, itemId) => setFocused(itemId)}
      />
    </Box>
  );
}
