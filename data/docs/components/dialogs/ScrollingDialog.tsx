import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog, { DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const sections = Array.from({ length: 12 }, (_, index) => ({
  title: `Section ${index + 1}`,
  body: 'These terms describe how the service may be used, how data is stored and how either party may end the agreement. Read each section before accepting.',
}));

export default function ScrollingDialog() {
  const [scroll, setScroll] = React.useState<DialogProps['scroll'] | null>(null);

  return (
    <Stack direction="row" spacing={2}>
      <Button onClick={() => setScroll('paper')}>scroll=paper</Button>
      <Button onClick={() => setScroll('body')}>scroll=body</Button>
      <Dialog
        open={scroll !== null}
        onClose={() => setScroll(null)}
        scroll={scroll ?? 'paper'}
        aria-labelledby="scroll-dialog-title"
      >
        <DialogTitle id="scroll-dialog-title">Terms of service</DialogTitle>
        <DialogContent dividers={scroll === 'paper'}>
          {sections.map((section) => (
            <React.Fragment key={section.title}>
              <Typography variant="subtitle2">{section.title}</Typography>
              <Typography variant="body2" paragraph>
                {section.body}
              </Typography>
            </React.Fragment>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setScroll(null)}>Decline</Button>
          <Button onClick={() => setScroll(null)}>Accept</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
