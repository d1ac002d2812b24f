import * as React from 'react';
import Box from '@mui/material/Box';
import { Theme, ThemeProvider } from '@mui/material/styles';
import type {} from '@mui/x-tree-view/themeAugmentation';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// Extends the surrounding theme, so light and dark modes keep working.
function withTreeOverrides(outer: Theme): Theme {
  return {
    ...outer,
    components: {
      ...outer.components,
      MuiSimpleTreeView: {
        defaultProps: { itemChildrenIndentation: 20 },
      },
      MuiTreeItem: {
        styleOverrides: {
          content: { paddingTop: 2, paddingBottom: 2 },
          label: { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 13 },
        },
      },
    },
  };
}

export default function ThemeOverridesSimple() {
  return (
    <ThemeProvider theme={withTreeOverrides}>
      <Box sx={{ minHeight: 220, minWidth: 250 }}>
        <SimpleTreeView defaultExpandedItems={['src', 'components']}>
          <TreeItem itemId="src" label="src">
            <TreeItem itemId="components" label="components">
              <TreeItem itemId="header" label="Header.tsx" />
              <TreeItem itemId="footer" label="Footer.tsx" />
            </TreeItem>
            <TreeItem itemId="main" label="main.tsx" />
          </TreeItem>
          <TreeItem itemId="package" label="package.json" />
        </SimpleTreeView>
      </Box>
    </ThemeProvider>
  );
}
