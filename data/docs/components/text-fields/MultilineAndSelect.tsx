import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const priorities = [
  { value: 'low', label: 'Low' },
  { value: 'normal', label: 'Normal' },
  { value: 'urgent', label: 'Urgent' },
];

export default function MultilineAndSelect() {
  const [priority, setPriority] = React.useState('normal');

  return (
    <Stack direction="row" spacing={2} alignItems="flex-start">
      <TextField
        id="ticket-priority"
        select
        label="Priority"
        value={priority}
        onChange={(event) => setPriority(event.target.value)}
        sx={{ width: 160 }}
      >
        {priorities.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id="ticket-description"
        label="Description"
        multiline
        minRows={3}
        maxRows={6}
        placeholder="What happened?"
        sx={{ flex: 1 }}
      />
    </Stack>
  );
}
