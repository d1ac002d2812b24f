import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import WbSunnyRoundedIcon from '@mui/icons-material/WbSunnyRounded';

const paragraphs = [
  'The footer sits at the bottom of the frame even though this page has little content.',
  'Each paragraph you add makes the main area taller. While there is spare room, the main area absorbs it.',
  'Once the content is taller than the frame, the footer is pushed below it and scrolls into view at the end.',
  'Nothing here measures heights in JavaScript: a flex column and flex-grow on the main area do all the work.',
  'The same layout works for a whole app when the outer box uses a minimum height of the viewport.',
  'Remove paragraphs again and the footer returns to the bottom edge of the frame.',
];

export default function StickyFooterTemplate() {
  const [count, setCount] = React.useState(1);

  return (
    <Box sx={{ height: 480, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box sx={{ minHeight: '100%', display: 'flex', flexDirection: 'column' }}>
        <AppBar
          position="static"
          color="inherit"
          elevation={0}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Toolbar variant="dense" sx={{ gap: 1 }}>
            <WbSunnyRoundedIcon color="primary" />
            <Typography variant="h6">Brightside</Typography>
          </Toolbar>
        </AppBar>
        <Container component="main" maxWidth="sm" sx={{ flexGrow: 1, py: 4 }}>
          <Typography variant="h4" component="h2" gutterBottom>
            Sticky footer
          </Typography>
          {paragraphs.slice(0, count).map((text) => (
            <Typography key={text} paragraph>
              {text}
            </Typography>
          ))}
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              disabled={count === paragraphs.length}
              onClick={() => setCount(count + 1)}
            >
              Add a paragraph
            </Button>
            <Button disabled={count === 1} onClick={() => setCount(count - 1)}>
              Remove one
            </Button>
          </Stack>
        </Container>
        <Box
          component="footer"
          sx={{ py: 2, px: 2, bgcolor: 'action.hover', borderTop: 1, borderColor: 'divider' }}
        >
          <Container
            maxWidth="sm"
            sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}
          >
            <Typography variant="body2" color="text.secondary">
              Brightside, a sample brand.
            </Typography>
            <Link
              href="#"
              variant="body2"
              color="text.secondary"
              onClick={(event) => event.preventDefault()}
            >
              Contact
            </Link>
          </Container>
        </Box>
      </Box>
    </Box>
  );
}
