import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

// Children the "server" returns for each department, keyed by parent id.
const STAFF: Record<string, string[]> = {
  engineering: ['Priya Nair', 'Tomás Ferreira', 'Hannah Becker'],
  sales: ['Jonas Berg', 'Aiko Suzuki'],
  support: ['Fatima Zahra', 'Liam O’Connor'],
};

const INITIAL_ITEMS: TreeViewBaseItem[] = Object.keys(STAFF).map((id) => ({
  id,
  label: id.charAt(0).toUpperCase() + id.slice(1),
  children: [{ id: `${id}-loading`, label: 'Loading…' }],
}));

function fetchStaff(departmentId: string): Promise<TreeViewBaseItem[]> {
  return new Promise((resolve) => {
    setTimeout(() => {
      resolve(
        STAFF[departmentId].map((name) => ({
          id: `${departmentId}-${name.split(' ')[0].toLowerCase()}`,
          label: name,
        })),
      );
    }, 800);
  });
}

export default function LazyChildrenRich() {
  const [items, setItems] = React.useState(INITIAL_ITEMS);
  const loaded = React.useRef(new Set<string>());

  const handleToggle = (event: React.SyntheticEvent, itemId: string, isExpanded: boolean) => {
    if (!isExpanded || !(itemId in STAFF) || loaded.current.has(itemId)) {
      return;
    }
    loaded.current.add(itemId);
    fetchStaff(itemId).then((children) =>
      setItems((previous) =>
        previous.map((item) => (item.id === itemId ? { ...item, children } : item)),
      ),
    );
  };

  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <RichTreeView items={items} onItemExpansionToggle={handleToggle} />
    </Box>
  );
}
