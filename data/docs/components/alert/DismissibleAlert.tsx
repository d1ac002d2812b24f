import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';

export default function DismissibleAlert() {
  const [showUpdate, setShowUpdate] = React.useState(true);
  const [showTip, setShowTip] = React.useState(true);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Collapse in={showTip}>
        <Alert severity="info" onClose={() => setShowTip(false)}>
          Tip: press / anywhere to search.
        </Alert>
      </Collapse>
      <Collapse in={showUpdate}>
        <Alert
          severity="success"
          action={
            <Button color="inherit" size="small" onClick={() => setShowUpdate(false)}>
              Reload
            </Button>
          }
        >
          A new version of the app is available.
        </Alert>
      </Collapse>
      <Button
        variant="outlined"
        disabled={showTip && showUpdate}
        onClick={() => {
          setShowTip(true);
          setShowUpdate(true);
        }}
        sx={{ alignSelf: 'flex-start' }}
      >
        Show again
      </Button>
    </Stack>
  );
}
