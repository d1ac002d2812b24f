import * as React from 'react';
import { CacheProvider } from '@emotion/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import GlobalStyles from '@mui/material/GlobalStyles';
import {
  ThemeProvider,
  private_createTypography as createTypography,
  type CssVarsTheme,
  type Theme,
} from '@mui/material/styles';
import styleFunctionSx from '@mui/system/styleFunctionSx';
import type { Localization } from '@mui/material/locale';
import { setupLicense } from '@/src/license/setupLicense';
import { useUserLanguage } from '@/src/i18n/UserLanguageProvider';
import { createDocsTheme, withLocale } from './docsTheme';
import { hasDefaultTheme } from './themeState';
import { useThemeState } from './ThemeDispatchContext';
import { useColorMode, COLOR_SCHEME_ATTRIBUTE, type ColorScheme } from './colorMode';
import { loadThemeLocale } from './themeLocale';
import { themeCssVarsStylesheet } from './themeCssVars';

/**
 * Material UI for the parts of a page that use it: demos, the search dialog, the drawers, the
 * feedback form. This module (Material UI's theme, Emotion, the Pro license) is loaded with the
 * first of them (`MuiIsland`); the rest of the page is static HTML and CSS that needs none of it.
 *
 * The theme's colours are CSS variables already on the page (`_document`), so the components use
 * `var(--mui-…)` and follow the colour mode without re-rendering; `palette.mode` still follows the
 * mode for the few components that compute colours in JavaScript (charts' default palettes).
 */

// Demos of Pro and Premium components render with the docs' key.
setupLicense();

/** Emotion's cache for left-to-right styles, created once: its styles go first in `<head>`. */
let ltrCache: EmotionCache | null = null;
function getLtrCache(): EmotionCache {
  ltrCache ??= createCache({ key: 'mui', prepend: true });
  return ltrCache;
}

/** The right-to-left cache, loaded the first time the direction is `rtl`. */
function useRtlCache(direction: 'ltr' | 'rtl'): EmotionCache | null {
  const [cache, setCache] = React.useState<EmotionCache | null>(null);
  React.useEffect(() => {
    if (direction !== 'rtl' || cache) return undefined;
    let active = true;
    import('./rtlCache')
      .then((module) => {
        if (active) setCache(module.getRtlCache());
      })
      .catch(() => {
        // Offline before the chunk was cached: the components keep their unflipped styles.
      });
    return () => {
      active = false;
    };
  }, [direction, cache]);
  return cache;
}

function useThemeLocale(): Localization | null {
  const language = useUserLanguage();
  const [locale, setLocale] = React.useState<Localization | null>(null);
  React.useEffect(() => {
    let active = true;
    loadThemeLocale(language)
      .then((loaded) => {
        if (active) setLocale(loaded);
      })
      .catch(() => {
        // Without the locale the components keep their English texts.
      });
    return () => {
      active = false;
    };
  }, [language]);
  return locale;
}

type DocsTheme = ReturnType<typeof createDocsTheme>;

/**
 * The theme as components see it for one colour scheme: that scheme's palette (and other scheme
 * values) merged over the shared options, as Material UI's CSS-variables provider resolves it.
 */
export function resolveThemeForScheme(theme: DocsTheme, scheme: ColorScheme): Theme {
  const resolved: Record<string, unknown> = {
    ...theme,
    getColorSchemeSelector: (target: string) => `[${COLOR_SCHEME_ATTRIBUTE}="${target}"] &`,
  };
  const values =
    (theme.colorSchemes as unknown as Record<string, Record<string, unknown>>)[scheme] ?? {};
  for (const [key, value] of Object.entries(values)) {
    resolved[key] =
      value && typeof value === 'object'
        ? { ...(resolved[key] as object | undefined), ...value }
        : value;
  }
  const palette = { ...(resolved.palette as Record<string, unknown>), colorScheme: scheme };
  resolved.palette = palette;
  const cssVarsTheme = resolved as unknown as CssVarsTheme;
  resolved.typography = createTypography(cssVarsTheme.palette, cssVarsTheme.typography);
  resolved.unstable_sx = function sx(this: Theme, props: object) {
    return styleFunctionSx({ sx: props, theme: this });
  };
  return resolved as unknown as Theme;
}

let defaultTheme: DocsTheme | null = null;

export default function MuiProvider({ children }: { children: React.ReactNode }) {
  const { spacing, dense, paletteColors, direction } = useThemeState();
  const { resolvedMode } = useColorMode();
  const scheme: ColorScheme =
    resolvedMode ??
    (typeof document !== 'undefined' &&
    document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE) === 'dark'
      ? 'dark'
      : 'light');
  const locale = useThemeLocale();
  const rtlCache = useRtlCache(direction);
  const isDefault = hasDefaultTheme({ spacing, dense, paletteColors });
  const base = React.useMemo(() => {
    if (isDefault) {
      defaultTheme ??= createDocsTheme();
      return defaultTheme;
    }
    return createDocsTheme({ spacing, dense, paletteColors });
  }, [isDefault, spacing, dense, paletteColors]);
  const theme = React.useMemo(() => {
    const resolved = resolveThemeForScheme(withLocale(base, locale), scheme);
    return { ...resolved, direction } as Theme;
  }, [base, locale, scheme, direction]);
  // A palette chosen in the settings replaces the page's colour variables (the exported ones
  // hold the default palette), so the static frame takes the reader's colours too.
  const customVars = React.useMemo(
    () => (isDefault ? null : themeCssVarsStylesheet(base)),
    [isDefault, base],
  );
  const cache = direction === 'rtl' && rtlCache ? rtlCache : getLtrCache();
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        {customVars ? <GlobalStyles styles={customVars} /> : null}
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
