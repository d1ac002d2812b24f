import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha, Theme, ThemeProvider } from '@mui/material/styles';
import type {} from '@mui/x-tree-view/themeAugmentation';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const CHANNELS: TreeViewBaseItem[] = [
  {
    id: 'team',
    label: 'Team',
    children: [
      { id: 'general', label: '# general' },
      { id: 'standup', label: '# daily-standup' },
      { id: 'random', label: '# random' },
    ],
  },
  {
    id: 'customers',
    label: 'Customers',
    children: [{ id: 'acme', label: '# acme-onboarding' }],
  },
];

// Extends the surrounding theme, so light and dark modes keep working.
function withTreeTheme(outer: Theme): Theme {
  return {
    ...outer,
    components: {
      ...outer.components,
      MuiRichTreeView: {
        defaultProps: { expansionTrigger: 'iconContainer' },
      },
      MuiTreeItem: {
        styleOverrides: {
          content: {
            borderRadius: 6,
            '&.Mui-selected, &.Mui-selected.Mui-focused': {
              backgroundColor: alpha(outer.palette.secondary.main, 0.16),
            },
          },
        },
      },
    },
  };
}

export default function ThemeRich() {
  return (
    <ThemeProvider theme={withTreeTheme}>
      <Box sx={{ minHeight: 240, minWidth: 260 }}>
        <RichTreeView
          items={CHANNELS}
          defaultExpandedItems={['team', 'customers']}
          defaultSelectedItems="standup"
        />
      </Box>
    </ThemeProvider>
  );
}
