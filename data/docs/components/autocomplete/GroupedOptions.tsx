import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

interface Role {
  title: string;
  team: string;
  open: boolean;
}

const roles: Role[] = [
  { title: 'Backend engineer', team: 'Engineering', open: true },
  { title: 'Frontend engineer', team: 'Engineering', open: true },
  { title: 'Site reliability engineer', team: 'Engineering', open: false },
  { title: 'Product designer', team: 'Design', open: true },
  { title: 'UX researcher', team: 'Design', open: false },
  { title: 'Account executive', team: 'Sales', open: true },
  { title: 'Sales engineer', team: 'Sales', open: true },
];

// groupBy expects the options to be sorted by group already.
const sortedRoles = [...roles].sort((a, b) => a.team.localeCompare(b.team));

export default function GroupedOptions() {
  return (
    <Autocomplete
      id="role-select"
      options={sortedRoles}
      groupBy={(option) => option.team}
      getOptionLabel={(option) => option.title}
      getOptionDisabled={(option) => !option.open}
      sx={{ width: 300 }}
      renderInput={(params) => (
        <TextField {...params} label="Role" helperText="Greyed-out roles are filled" />
      )}
    />
  );
}
