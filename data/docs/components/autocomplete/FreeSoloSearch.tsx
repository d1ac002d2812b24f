import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const recentSearches = ['invoice 2024-03', 'refund policy', 'shipping to Canada', 'VAT number'];

export default function FreeSoloSearch() {
  const [inputValue, setInputValue] = React.useState('');

  return (
    <Stack spacing={1}>
      <Autocomplete
        id="help-search"
        freeSolo
        options={recentSearches}
        inputValue={inputValue}
        onInputChange={(event, newInputValue) => setInputValue(newInputValue)}
        sx={{ width: 300 }}
        renderInput={(params) => <TextField {...params} label="Search the help center" />}
      />
      <Typography variant="body2" color="text.secondary">
        Query: {inputValue === '' ? '(empty)' : inputValue}
      </Typography>
    </Stack>
  );
}
