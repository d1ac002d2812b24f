import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Doc {
  id: string;
  label: string;
  modified: string;
  children?: Doc[];
}

const DOCS: Doc[] = [
  {
    id: 'contracts',
    label: 'Contracts',
    modified: '2024-04-17',
    children: [
      { id: 'nda', label: 'NDA — Northwind', modified: '2024-02-03' },
      { id: 'lease', label: 'Office lease', modified: '2023-11-20' },
      { id: 'supplier', label: 'Supplier agreement', modified: '2024-04-17' },
      { id: 'consulting', label: 'Consulting terms', modified: '2024-03-09' },
    ],
  },
];

type SortKey = 'label' | 'modified';

function sortTree(items: Doc[], key: SortKey): Doc[] {
  return [...items]
    .sort((a, b) =>
      key === 'label' ? a.label.localeCompare(b.label) : b.modified.localeCompare(a.modified),
    )
    .map((item) => (item.children ? { ...item, children: sortTree(item.children, key) } : item));
}

export default function SortChildrenRich() {
  const [sortKey, setSortKey] = React.useState<SortKey>('label');
  const items = React.useMemo(() => sortTree(DOCS, sortKey), [sortKey]);

  return (
    <Box sx={{ minHeight: 240, minWidth: 280 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={sortKey}
        onChange={(event, value: SortKey | null) => value && setSortKey(value)}
        aria-label="Sort documents"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="label">Name</ToggleButton>
        <ToggleButton value="modified">Last modified</ToggleButton>
      </ToggleButtonGroup>
      <RichTreeView
        items={items}
        defaultExpandedItems={['contracts']}
        getItemLabel={(doc) => (doc.children ? doc.label : `${doc.label} (${doc.modified})`)}
      />
    </Box>
  );
}
