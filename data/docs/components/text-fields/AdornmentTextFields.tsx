import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

export default function AdornmentTextFields() {
  const [showPassword, setShowPassword] = React.useState(false);

  return (
    <Stack direction="row" spacing={2}>
      <TextField
        id="adornment-price"
        label="Price"
        type="number"
        defaultValue={25}
        InputProps={{
          startAdornment: <InputAdornment position="start">€</InputAdornment>,
        }}
        inputProps={{ min: 0, step: 0.5 }}
      />
      <TextField
        id="adornment-password"
        label="Password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="new-password"
        InputProps={{
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={showPassword ? 'Hide password' : 'Show password'}
                onClick={() => setShowPassword((value) => !value)}
                edge="end"
              >
                {showPassword ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        }}
      />
    </Stack>
  );
}
