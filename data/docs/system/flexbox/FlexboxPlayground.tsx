import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

const options = {
  flexDirection: ['row', 'row-reverse', 'column', 'column-reverse'],
  justifyContent: [
    'flex-start',
    'center',
    'flex-end',
    'space-between',
    'space-around',
    'space-evenly',
  ],
  alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
} as const;

type Key = keyof typeof options;
type State = { [K in Key]: (typeof options)[K][number] };

export default function FlexboxPlayground() {
  const [state, setState] = React.useState<State>({
    flexDirection: 'row',
    justifyContent: 'flex-start',
    alignItems: 'stretch',
  });

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {(Object.keys(options) as Key[]).map((key) => (
          <TextField
            key={key}
            select
            size="small"
            label={key}
            value={state[key]}
            onChange={(event) => setState({ ...state, [key]: event.target.value })}
            sx={{ minWidth: 180 }}
          >
            {options[key].map((value) => (
              <MenuItem key={value} value={value}>
                {value}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Stack>
      <Box
        sx={{
          display: 'flex',
          ...state,
          gap: 1,
          height: 180,
          p: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        {[1, 2, 3].map((item) => (
          <Box
            key={item}
            sx={{
              p: 1,
              minWidth: 48,
              textAlign: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontSize: 12 + item * 4,
            }}
          >
            {item}
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
