import * as React from 'react';
import { CacheProvider, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import { DocsCssVarsProvider as CssVarsProvider } from './cssVarsProvider';
import ServerCssBaseline from '@mui/material/CssBaseline';
import { COLOR_MODE_STORAGE_KEY } from './constants';
import { createDocsTheme, withLocale } from './docsTheme';
import { hasDefaultTheme } from './themeState';
import { readStoredDirection, storeDirection, type Direction } from './direction';
import { ThemeStateProvider, useChangeTheme, useThemeState } from './ThemeDispatchContext';
import { useUserLanguage } from '@/src/i18n/UserLanguageProvider';
import type { Localization } from '@mui/material/locale';
import { loadThemeLocale } from './themeLocale';
import { ensureIconFontStylesheet } from './iconFont';
import { config } from '@/src/config';
import { useHydrated } from '@/src/layout/HydrateLater';

/**
 * The baseline styles. The exported HTML carries them for the default theme, so the browser needs
 * the component only once the reader's settings change the theme: there it is a chunk loaded on
 * that first change, not part of every page's first load.
 */
const CssBaseline =
  typeof window === 'undefined'
    ? ServerCssBaseline
    : React.lazy(() => import('@mui/material/CssBaseline'));

/** Restores the stored direction after mount and mirrors every change onto the document. */
function useDocumentDirection() {
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
  return direction;
}

/**
 * The Emotion cache for right-to-left styles, loaded the first time the direction is `rtl`. Until
 * it arrives the components keep their left-to-right styles (the document's `dir` is already set).
 */
function useRtlCache(direction: Direction): EmotionCache | null {
  const [cache, setCache] = React.useState<EmotionCache | null>(null);
  React.useEffect(() => {
    if (direction !== 'rtl' || cache) return undefined;
    let active = true;
    import('./rtlCache')
      .then((module) => {
        if (active) React.startTransition(() => setCache(module.getRtlCache()));
      })
      .catch(() => {
        // Offline before the chunk was cached: the page stays readable with unflipped styles.
      });
    return () => {
      active = false;
    };
  }, [direction, cache]);
  return cache;
}

/**
 * The default docs theme, built once. Building it takes several milliseconds: _app has it built
 * in a task of its own before the frame hydrates (`HydrateLater`'s `prepare`).
 */
let defaultTheme: ReturnType<typeof createDocsTheme> | null = null;
export function getDefaultTheme() {
  defaultTheme ??= createDocsTheme();
  return defaultTheme;
}

function ThemeFromState({ children }: { children: React.ReactNode }) {
  const { spacing, dense, paletteColors } = useThemeState();
  const requested = useDocumentDirection();
  const rtlCache = useRtlCache(requested);
  // Right-to-left styles have other class names: they apply once every part of the page has
  // hydrated, since a part hydrating after the switch would keep its exported classes.
  const hydrated = useHydrated();
  const direction: Direction = requested === 'rtl' && rtlCache && hydrated ? 'rtl' : 'ltr';
  const language = useUserLanguage();
  const [locale, setLocale] = React.useState<Localization | null>(null);
  React.useEffect(() => {
    let active = true;
    loadThemeLocale(language)
      .then((loaded) => {
        // A transition, like every theme change while parts of the page may still hydrate.
        if (active) React.startTransition(() => setLocale(loaded));
      })
      .catch(() => {
        // Without the locale the components keep their English texts.
      });
    return () => {
      active = false;
    };
  }, [language]);
  const isDefault = hasDefaultTheme({ spacing, dense, paletteColors });
  const theme = React.useMemo(() => {
    const built = isDefault
      ? withLocale(getDefaultTheme(), locale)
      : createDocsTheme({ spacing, dense, paletteColors, locale });
    return { ...built, direction };
  }, [isDefault, spacing, dense, paletteColors, direction, locale]);
  // The exported HTML already carries the global stylesheets of the default theme (its colour
  // variables for both schemes and the baseline). In the browser they are generated again only once
  // the reader's settings change the theme: serializing and hashing them cost every page load
  // several milliseconds of its first hydration pass. (Unmounted again, the generated sheets are
  // removed and the exported ones, still in place, apply.)
  const serverSheetsSuffice = typeof window !== 'undefined' && isDefault;
  const content = (
    <CssVarsProvider
      theme={theme}
      defaultMode="system"
      modeStorageKey={COLOR_MODE_STORAGE_KEY}
      disableStyleSheetGeneration={serverSheetsSuffice}
    >
      {/* Until its chunk arrives the exported baseline still applies. The boundary is rendered
          in every case, so the browser's tree has the place the server's baseline had. */}
      <React.Suspense fallback={null}>
        {serverSheetsSuffice ? null : <CssBaseline enableColorScheme />}
      </React.Suspense>
      {children}
    </CssVarsProvider>
  );
  // The same element in both directions, only its cache changes: switching to the right-to-left
  // cache re-renders the page with the flipped class names instead of mounting it again (a remount
  // would drop what the reader did meanwhile, such as a drawer opened right after hydration).
  const outerCache = useEmotionCache();
  const cache = direction === 'rtl' && rtlCache ? rtlCache : outerCache;
  return cache ? <CacheProvider value={cache}>{content}</CacheProvider> : content;
}

/** Theme state, colour mode (light / dark / system under `mui-mode`), direction and docs theme. */
export function DocsThemeProvider({ children }: { children: React.ReactNode }) {
  React.useEffect(() => {
    ensureIconFontStylesheet(document, config.iconFontStylesheet);
  }, []);
  return (
    <ThemeStateProvider>
      <ThemeFromState>{children}</ThemeFromState>
    </ThemeStateProvider>
  );
}
