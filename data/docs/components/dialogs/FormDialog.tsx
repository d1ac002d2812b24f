import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function FormDialog() {
  const [open, setOpen] = React.useState(false);
  const [invited, setInvited] = React.useState<string[]>([]);

  const handleClose = () => setOpen(false);

  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Button variant="contained" onClick={() => setOpen(true)}>
        Invite a teammate
      </Button>
      <Typography variant="body2" color="text.secondary">
        {invited.length === 0 ? 'No invitations sent.' : `Invited: ${invited.join(', ')}`}
      </Typography>
      <Dialog
        open={open}
        onClose={handleClose}
        fullWidth
        maxWidth="xs"
        PaperProps={{
          component: 'form',
          onSubmit: (event: React.FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            const data = new FormData(event.currentTarget);
            const email = String(data.get('email') ?? '').trim();
            if (email !== '') {
              setInvited((previous) => [...previous, email]);
            }
            handleClose();
          },
        }}
      >
        <DialogTitle>Invite a teammate</DialogTitle>
        <DialogContent>
          <DialogContentText>We will send them a link to join this workspace.</DialogContentText>
          <TextField
            autoFocus
            required
            margin="dense"
            id="invite-email"
            name="email"
            label="Email address"
            type="email"
            fullWidth
            variant="standard"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={handleClose}>Cancel</Button>
          <Button type="submit">Send invitation</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
