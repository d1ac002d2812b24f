import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

function validateEmail(value: string): string {
  if (value.trim() === '') {
    return 'Enter an email address.';
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
    return 'Use the format name@example.com.';
  }
  return '';
}

export default function ValidationTextField() {
  const [email, setEmail] = React.useState('');
  const [touched, setTouched] = React.useState(false);
  const error = touched ? validateEmail(email) : '';

  return (
    <Stack
      component="form"
      direction="row"
      spacing={2}
      alignItems="flex-start"
      noValidate
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        setTouched(true);
      }}
    >
      <TextField
        id="validation-email"
        label="Email"
        type="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onBlur={() => setTouched(true)}
        error={error !== ''}
        helperText={error || 'We only use it to send the receipt.'}
        sx={{ width: 320 }}
      />
      <Button type="submit" variant="contained" sx={{ mt: 1 }}>
        Continue
      </Button>
    </Stack>
  );
}
