import * as React from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function SeverityAlerts() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Alert severity="success">Your changes were saved.</Alert>
      <Alert severity="info">Maintenance is scheduled for Sunday at 02:00 UTC.</Alert>
      <Alert severity="warning">Your storage is 90% full.</Alert>
      <Alert severity="error">The payment was declined. Try another card.</Alert>
    </Stack>
  );
}
