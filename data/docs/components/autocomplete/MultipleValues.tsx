import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const skills = [
  'Accessibility',
  'CSS',
  'GraphQL',
  'Node.js',
  'React',
  'Testing',
  'TypeScript',
  'Webpack',
];

export default function MultipleValues() {
  const [value, setValue] = React.useState<string[]>(['React', 'TypeScript']);

  return (
    <Autocomplete
      id="skills-select"
      multiple
      options={skills}
      value={value}
      onChange={(event, newValue) => setValue(newValue)}
      filterSelectedOptions
      disableCloseOnSelect
      limitTags={3}
      sx={{ width: 420 }}
      renderInput={(params) => <TextField {...params} label="Skills" placeholder="Add a skill" />}
    />
  );
}
