import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';

const paragraphs = Array.from(
  { length: 10 },
  (_, index) =>
    `Paragraph ${index + 1}. Scroll this box: the bar stays on top and gains a shadow once the content moves under it.`,
);

export default function ElevateOnScroll() {
  const [container, setContainer] = React.useState<HTMLDivElement | null>(null);
  const scrolled = useScrollTrigger({
    target: container ?? undefined,
    disableHysteresis: true,
    threshold: 0,
  });

  return (
    <Box
      ref={setContainer}
      sx={{ height: 240, overflow: 'auto', border: 1, borderColor: 'divider' }}
    >
      <AppBar position="sticky" color="inherit" elevation={scrolled ? 4 : 0}>
        <Toolbar>
          <Typography variant="h6" component="div">
            Release notes
          </Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{ p: 2 }}>
        {paragraphs.map((text) => (
          <Typography key={text} paragraph>
            {text}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
