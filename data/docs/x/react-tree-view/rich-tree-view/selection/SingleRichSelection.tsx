import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const PLAYLISTS: TreeViewBaseItem[] = [
  {
    id: 'focus',
    label: 'Deep focus',
    children: [
      { id: 'focus-piano', label: 'Quiet piano' },
      { id: 'focus-ambient', label: 'Ambient textures' },
    ],
  },
  {
    id: 'workout',
    label: 'Workout',
    children: [
      { id: 'workout-run', label: 'Running 170 BPM' },
      { id: 'workout-yoga', label: 'Slow flow yoga' },
    ],
  },
];

export default function SingleRichSelection() {
  const [selected, setSelected] = React.useState<string | null>('focus-piano');

  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Now playing: {selected ?? 'nothing'}
      </Typography>
      <RichTreeView
        items={PLAYLISTS}
        defaultExpandedItems={['focus', 'workout']}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
      />
    </Box>
  );
}
