import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const AGENDA: TreeViewBaseItem[] = [
  { id: 'welcome', label: '09:00 Welcome coffee' },
  { id: 'keynote', label: 'Keynote: the year ahead' },
  { id: 'roadmap', label: 'Product roadmap' },
  { id: 'lunch', label: 'Lunch' },
];

function swap(items: TreeViewBaseItem[], index: number, offset: number) {
  const target = index + offset;
  if (index < 0 || target < 0 || target >= items.length) {
    return items;
  }
  const copy = [...items];
  [copy[index], copy[target]] = [copy[target], copy[index]];
  return copy;
}

export default function SaveOrderRich() {
  const apiRef = useTreeViewApiRef();
  const [items, setItems] = React.useState(AGENDA);
  const [selected, setSelected] = React.useState<string | null>('roadmap');
  const [saved, setSaved] = React.useState('');

  const move = (offset: number) =>
    setItems((previous) =>
      swap(
        previous,
        previous.findIndex((item) => item.id === selected),
        offset,
      ),
    );

  const save = () => {
    const order = apiRef.current?.getItemOrderedChildrenIds(null) ?? [];
    setSaved(JSON.stringify(order.map((id, position) => ({ id, position }))));
  };

  return (
    <Box sx={{ minHeight: 300, minWidth: 300 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" disabled={!selected} onClick={() => move(-1)}>
          Earlier
        </Button>
        <Button size="small" variant="outlined" disabled={!selected} onClick={() => move(1)}>
          Later
        </Button>
        <Button size="small" variant="contained" onClick={save}>
          Save order
        </Button>
      </Stack>
      <RichTreeView
        apiRef={apiRef}
        items={items}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
      />
      <Typography
        component="pre"
        variant="caption"
        sx={{ mt: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-all', minHeight: 40 }}
      >
        {saved}
      </Typography>
    </Box>
  );
}
