import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Course {
  id: string;
  label: string;
  full?: boolean;
  children?: Course[];
}

const COURSES: Course[] = [
  {
    id: 'languages',
    label: 'Languages',
    children: [
      { id: 'spanish-a1', label: 'Spanish A1' },
      { id: 'japanese-a1', label: 'Japanese A1', full: true },
      { id: 'german-b2', label: 'German B2' },
    ],
  },
  {
    id: 'arts',
    label: 'Arts (registration closed)',
    full: true,
    children: [
      { id: 'pottery', label: 'Pottery' },
      { id: 'watercolour', label: 'Watercolour' },
    ],
  },
  { id: 'yoga', label: 'Morning yoga' },
];

export default function DisabledRichItems() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 260 }}>
      <RichTreeView
        items={COURSES}
        defaultExpandedItems={['languages']}
        isItemDisabled={(item) => item.full === true}
      />
    </Box>
  );
}
