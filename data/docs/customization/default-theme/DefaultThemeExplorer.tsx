import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { createTheme } from '@mui/material/styles';

// The theme your app gets without options, read live.
const theme = createTheme();
const sections = {
  palette: theme.palette,
  typography: theme.typography,
  breakpoints: theme.breakpoints,
  spacing: { 'spacing(1)': theme.spacing(1), 'spacing(2)': theme.spacing(2) },
  shape: theme.shape,
  shadows: theme.shadows,
  transitions: theme.transitions,
  zIndex: theme.zIndex,
  mixins: theme.mixins,
  direction: theme.direction,
} as const;
type Section = keyof typeof sections;

// Functions are shown by name instead of being dropped.
function serialize(value: unknown) {
  return JSON.stringify(
    value,
    (key, item: unknown) => (typeof item === 'function' ? `[function ${key}]` : item),
    2,
  );
}

export default function DefaultThemeExplorer() {
  const [section, setSection] = React.useState<Section>('palette');
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Tabs
        value={section}
        onChange={(event, value: Section) => setSection(value)}
        variant="scrollable"
        scrollButtons="auto"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {(Object.keys(sections) as Section[]).map((key) => (
          <Tab key={key} value={key} label={key} sx={{ textTransform: 'none' }} />
        ))}
      </Tabs>
      <Box
        component="pre"
        sx={{ m: 0, p: 2, height: 352, overflow: 'auto', fontSize: 12, fontFamily: 'monospace' }}
      >
        {serialize(sections[section])}
      </Box>
    </Box>
  );
}
