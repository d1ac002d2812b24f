import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Item = TreeViewBaseItem;

const PLAYLIST: Item[] = [
  { id: 'clair', label: 'Clair de lune — Debussy' },
  { id: 'gymnopedie', label: 'Gymnopédie No. 1 — Satie' },
  { id: 'nocturne', label: 'Nocturne Op. 9 No. 2 — Chopin' },
  { id: 'arabesque', label: 'Arabesque No. 1 — Debussy' },
  { id: 'pavane', label: 'Pavane — Fauré' },
];

// Moves `draggedId` to the position of `targetId` in a flat list.
function moveBefore(items: Item[], draggedId: string, targetId: string): Item[] {
  const from = items.findIndex((item) => item.id === draggedId);
  const to = items.findIndex((item) => item.id === targetId);
  if (from === -1 || to === -1 || from === to) {
    return items;
  }
  const copy = [...items];
  const [moved] = copy.splice(from, 1);
  copy.splice(to, 0, moved);
  return copy;
}

export default function NativeDragRich() {
  const [items, setItems] = React.useState(PLAYLIST);
  const [dragged, setDragged] = React.useState<string | null>(null);
  const [over, setOver] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 200, minWidth: 300 }}>
      <RichTreeView
        items={items}
        disableSelection
        slotProps={{
          item: ({ itemId }) => ({
            draggable: true,
            onDragStart: (event: React.DragEvent) => {
              event.dataTransfer.effectAllowed = 'move';
              setDragged(itemId);
            },
            onDragOver: (event: React.DragEvent) => {
              event.preventDefault();
              setOver(itemId);
            },
            onDrop: (event: React.DragEvent) => {
              event.preventDefault();
              if (dragged) {
                setItems((previous) => moveBefore(previous, dragged, itemId));
              }
              setDragged(null);
              setOver(null);
            },
            onDragEnd: () => {
              setDragged(null);
              setOver(null);
            },
            sx: {
              cursor: 'grab',
              opacity: dragged === itemId ? 0.5 : 1,
              outline: over === itemId && dragged !== itemId ? '2px dashed' : 'none',
              outlineColor: 'primary.main',
            },
          }),
        }}
      />
    </Box>
  );
}
