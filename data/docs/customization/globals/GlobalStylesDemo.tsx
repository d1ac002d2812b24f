import * as React from 'react';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';

export default function GlobalStylesDemo() {
  return (
    <React.Fragment>
      {/* Scoped to .globals-demo so that this demo does not restyle the rest of the docs page. */}
      <GlobalStyles
        styles={(theme) => ({
          '.globals-demo h3': {
            margin: 0,
            fontSize: theme.typography.pxToRem(18),
            fontWeight: 600,
          },
          '.globals-demo a': {
            color: theme.palette.secondary.main,
            textUnderlineOffset: 3,
            '&:hover': { textDecorationThickness: 2 },
          },
          '.globals-demo mark': { backgroundColor: theme.palette.warning.light, padding: '0 2px' },
          '.globals-demo ::selection': { backgroundColor: theme.palette.secondary.light },
        })}
      />
      <Box
        className="globals-demo"
        sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <h3>Plain HTML, styled from the theme</h3>
        <Typography component="p" variant="body2" sx={{ mt: 1 }}>
          These elements are not Material UI components: a{' '}
          <a href="#global-css-with-globalstyles">link</a>, a <mark>highlighted phrase</mark> and a
          heading. Select some text to see the selection color.
        </Typography>
      </Box>
    </React.Fragment>
  );
}
