import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import DeleteIcon from '@mui/icons-material/Delete';
import SendIcon from '@mui/icons-material/Send';
import FavoriteIcon from '@mui/icons-material/Favorite';
import ShareIcon from '@mui/icons-material/Share';

export default function IconButtons() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <Button variant="outlined" color="error" startIcon={<DeleteIcon />}>
          Delete
        </Button>
        <Button variant="contained" endIcon={<SendIcon />}>
          Send
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} alignItems="center">
        <IconButton aria-label="Add to favorites" color="secondary">
          <FavoriteIcon />
        </IconButton>
        <IconButton aria-label="Share" size="small">
          <ShareIcon fontSize="inherit" />
        </IconButton>
        <IconButton aria-label="Delete" disabled>
          <DeleteIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}
