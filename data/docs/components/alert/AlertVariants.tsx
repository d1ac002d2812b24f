import * as React from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';

export default function AlertVariants() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Alert variant="outlined" severity="info">
        Outlined: a lighter look for pages with many alerts.
      </Alert>
      <Alert variant="filled" severity="warning">
        Filled: the strongest emphasis.
      </Alert>
      <Alert severity="error">
        <AlertTitle>Import failed</AlertTitle>
        Rows 12 and 40 have an invalid date. Fix them and upload the file again.
      </Alert>
    </Stack>
  );
}
