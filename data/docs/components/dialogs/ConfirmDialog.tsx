import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ConfirmDialog() {
  const [open, setOpen] = React.useState(false);
  const [status, setStatus] = React.useState('The project is active.');

  const handleClose = () => setOpen(false);

  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Archive project
      </Button>
      <Typography variant="body2" color="text.secondary">
        {status}
      </Typography>
      <Dialog
        open={open}
        onClose={handleClose}
        aria-labelledby="confirm-dialog-title"
        aria-describedby="confirm-dialog-description"
      >
        <DialogTitle id="confirm-dialog-title">Archive “Website redesign”?</DialogTitle>
        <DialogContent>
          <DialogContentText id="confirm-dialog-description">
            Archived projects are hidden from the dashboard and stop sending notifications. You can
            restore the project from the archive at any time.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={handleClose} autoFocus>
            Cancel
          </Button>
          <Button
            color="error"
            onClick={() => {
              setStatus('The project is archived.');
              handleClose();
            }}
          >
            Archive
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
