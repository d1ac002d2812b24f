import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const SITE_MAP: TreeViewBaseItem[] = [
  {
    id: 'shop',
    label: 'Shop',
    children: [
      {
        id: 'shoes',
        label: 'Shoes',
        children: [
          { id: 'running', label: 'Running' },
          { id: 'hiking', label: 'Hiking' },
        ],
      },
      { id: 'jackets', label: 'Jackets' },
    ],
  },
  { id: 'journal', label: 'Journal' },
];

export default function IndentationRichItems() {
  const [indentation, setIndentation] = React.useState(24);

  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <Typography variant="body2" id="indentation-slider">
        itemChildrenIndentation: {indentation}px
      </Typography>
      <Slider
        size="small"
        min={0}
        max={48}
        step={4}
        value={indentation}
        onChange={(event, value) => setIndentation(value as number)}
        aria-labelledby="indentation-slider"
        sx={{ maxWidth: 240 }}
      />
      <RichTreeView
        items={SITE_MAP}
        defaultExpandedItems={['shop', 'shoes']}
        itemChildrenIndentation={indentation}
      />
    </Box>
  );
}
