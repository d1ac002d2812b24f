import * as React from 'react';
import { readStoredDirection, storeDirection } from './direction';
import { ThemeStateProvider, useChangeTheme, useThemeState } from './ThemeDispatchContext';
import { ensureIconFontStylesheet } from './iconFont';
import { config } from '@/src/config';

/** Restores the stored direction after mount and mirrors every change onto the document. */
function DocumentDirection() {
  const { direction } = useThemeState();
  const changeTheme = useChangeTheme();
  const restored = React.useRef(false);
  React.useEffect(() => {
    if (!restored.current) {
      restored.current = true;
      const stored = readStoredDirection();
      if (stored !== direction) {
        // A transition: parts of the page may still be waiting to hydrate, and an urgent update
        // reaching them would make React discard their exported markup and render them again.
        React.startTransition(() => changeTheme({ direction: stored }));
        return;
      }
    }
    document.documentElement.dir = direction;
    storeDirection(direction);
  }, [direction, changeTheme]);
  return null;
}

/**
 * The docs theme state (direction, spacing, density, palette chosen in the settings) and what it
 * does to the document. No styling library here: the page's styles are static CSS over the theme's
 * CSS variables (`_document`), the colour mode lives in `colorMode.ts`, and Material UI's theme is
 * built only inside the parts that use Material UI (`MuiIsland`).
 */
export function DocsThemeProvider({ children }: { children: React.ReactNode }) {
  React.useEffect(() => {
    ensureIconFontStylesheet(document, config.iconFontStylesheet);
  }, []);
  return (
    <ThemeStateProvider>
      <DocumentDirection />
      {children}
    </ThemeStateProvider>
  );
}
