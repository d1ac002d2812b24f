import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const ARCHIVED = new Set(['2021-report', '2022-report']);

const REPORTS: TreeViewBaseItem[] = [
  {
    id: 'annual',
    label: 'Annual reports',
    children: [
      { id: '2021-report', label: '2021 report (archived)' },
      { id: '2022-report', label: '2022 report (archived)' },
      { id: '2023-report', label: '2023 report' },
      { id: '2024-report', label: '2024 report, draft' },
    ],
  },
];

export default function ItemPropsRich() {
  return (
    <Box sx={{ minHeight: 200, minWidth: 260 }}>
      <RichTreeView
        items={REPORTS}
        defaultExpandedItems={['annual']}
        slotProps={{
          item: ({ itemId, label }) => ({
            title: label,
            sx: ARCHIVED.has(itemId) ? { color: 'text.secondary', fontStyle: 'italic' } : undefined,
          }),
        }}
      />
    </Box>
  );
}
