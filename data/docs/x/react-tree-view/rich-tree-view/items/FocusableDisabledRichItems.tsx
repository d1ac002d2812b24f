import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Room {
  id: string;
  label: string;
  booked?: boolean;
  children?: Room[];
}

const ROOMS: Room[] = [
  {
    id: 'floor-1',
    label: 'First floor',
    children: [
      { id: 'lisbon', label: 'Lisbon (8 seats)' },
      { id: 'oslo', label: 'Oslo (4 seats) — booked', booked: true },
      { id: 'rome', label: 'Rome (12 seats)' },
    ],
  },
  {
    id: 'floor-2',
    label: 'Second floor',
    children: [
      { id: 'vienna', label: 'Vienna (6 seats) — booked', booked: true },
      { id: 'dublin', label: 'Dublin (10 seats)' },
    ],
  },
];

export default function FocusableDisabledRichItems() {
  const [focusable, setFocusable] = React.useState(true);

  return (
    <Box sx={{ minHeight: 300, minWidth: 280 }}>
      <FormControlLabel
        control={
          <Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />
        }
        label="disabledItemsFocusable"
      />
      <RichTreeView
        items={ROOMS}
        defaultExpandedItems={['floor-1', 'floor-2']}
        isItemDisabled={(item) => item.booked === true}
        disabledItemsFocusable={focusable}
      />
    </Box>
  );
}
