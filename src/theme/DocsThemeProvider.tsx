import * as React from 'react';
import { Experimental_CssVarsProvider as CssVarsProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { COLOR_MODE_STORAGE_KEY } from './constants';
import { createDocsTheme } from './docsTheme';
import { ThemeStateProvider, useThemeState } from './ThemeDispatchContext';

function ThemeFromState({ children }: { children: React.ReactNode }) {
  const { spacing, dense, paletteColors, direction } = useThemeState();
  const theme = React.useMemo(() => {
    const created = createDocsTheme({ spacing, dense, paletteColors });
    created.direction = direction;
    return created;
  }, [spacing, dense, paletteColors, direction]);
  return (
    <CssVarsProvider theme={theme} defaultMode="system" modeStorageKey={COLOR_MODE_STORAGE_KEY}>
      <CssBaseline enableColorScheme />
      {children}
    </CssVarsProvider>
  );
}

/** Theme state, colour mode (light / dark / system under `mui-mode`) and the docs theme. */
export function DocsThemeProvider({ children }: { children: React.ReactNode }) {
  return (
    <ThemeStateProvider>
      <ThemeFromState>{children}</ThemeFromState>
    </ThemeStateProvider>
  );
}
