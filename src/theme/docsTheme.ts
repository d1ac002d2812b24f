import { experimental_extendTheme as extendTheme } from '@mui/material/styles';
import type { Localization } from '@mui/material/locale';
import type { ThemeOptions } from '@mui/material/styles';
import {
  breakpointValues,
  CONTRAST_THRESHOLD,
  DOCS_BORDER_RADIUS,
  FONT_SIZE,
  HTML_FONT_SIZE,
  TONAL_OFFSET,
  transitionDurations,
  zIndexValues,
} from './constants';
import { headingTypography } from './headings';

/** Blue and grey scales of the docs brand; picked for 4.5:1 text contrast on both backgrounds. */
export const brand = {
  blue: {
    50: '#F0F7FF',
    100: '#CEE5FD',
    200: '#9CCCFC',
    300: '#55A6F6',
    400: '#0A66C2',
    500: '#0959AA',
    600: '#064079',
    700: '#033363',
    800: '#02294F',
    900: '#021F3B',
  },
  grey: {
    50: '#F3F6F9',
    100: '#E5EAF2',
    200: '#DAE2ED',
    300: '#C7D0DD',
    400: '#B0B8C4',
    500: '#9DA8B7',
    600: '#6B7A90',
    700: '#434D5B',
    800: '#303740',
    900: '#1C2025',
  },
  primaryDark: {
    50: '#EAEDF1',
    100: '#DAE0E7',
    200: '#ACBAC8',
    300: '#7B91A7',
    400: '#4B5E71',
    500: '#3B4A59',
    600: '#2F3A46',
    700: '#1F262E',
    800: '#131820',
    900: '#0A0E14',
  },
} as const;

const fontFamily = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  '"Noto Sans CJK SC"',
  'sans-serif',
].join(',');

export const monoFontFamily = [
  'ui-monospace',
  'SFMono-Regular',
  'Menlo',
  'Consolas',
  '"Liberation Mono"',
  'monospace',
].join(',');

/** Options shared by both colour schemes; spacing and density come from the theme state. */
export function docsThemeOptions(spacing: number, dense: boolean): ThemeOptions {
  return {
    breakpoints: { values: breakpointValues },
    spacing,
    shape: { borderRadius: DOCS_BORDER_RADIUS },
    typography: {
      fontFamily,
      fontSize: FONT_SIZE,
      htmlFontSize: HTML_FONT_SIZE,
      ...headingTypography,
      body1: { lineHeight: 1.65 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    transitions: { duration: transitionDurations },
    zIndex: zIndexValues,
    components: dense
      ? {
          MuiButton: { defaultProps: { size: 'small' } },
          MuiTextField: { defaultProps: { size: 'small', margin: 'dense' } },
          MuiListItem: { defaultProps: { dense: true } },
          MuiIconButton: { defaultProps: { size: 'small' } },
          MuiTable: { defaultProps: { size: 'small' } },
        }
      : {},
  };
}

export interface PaletteOverrides {
  primary?: { main: string };
  secondary?: { main: string };
}

/** The colours in which the light and the dark scheme differ. */
interface SchemeColors {
  primary: { main: string; light: string; dark: string };
  secondary: string;
  divider: string;
  background: { default: string; paper: string };
  text: { primary: string; secondary: string };
}

const schemeColors: Record<'light' | 'dark', SchemeColors> = {
  light: {
    primary: { main: brand.blue[400], light: brand.blue[300], dark: brand.blue[600] },
    secondary: '#9C27B0',
    divider: brand.grey[100],
    background: { default: '#FFFFFF', paper: '#FFFFFF' },
    text: { primary: brand.grey[900], secondary: brand.grey[700] },
  },
  dark: {
    primary: { main: brand.blue[300], light: brand.blue[200], dark: brand.blue[400] },
    secondary: '#CE93D8',
    divider: brand.primaryDark[700],
    background: { default: brand.primaryDark[900], paper: brand.primaryDark[800] },
    text: { primary: '#F3F6F9', secondary: brand.grey[400] },
  },
};

/** One scheme's palette: its colours, unless the reader picked a primary or secondary colour. */
function schemePalette(colors: SchemeColors, paletteColors: PaletteOverrides) {
  return {
    contrastThreshold: CONTRAST_THRESHOLD,
    tonalOffset: TONAL_OFFSET,
    primary: paletteColors.primary ?? colors.primary,
    secondary: paletteColors.secondary ?? { main: colors.secondary },
    divider: colors.divider,
    background: colors.background,
    text: colors.text,
    grey: brand.grey,
  };
}

/**
 * The docs theme with both colour schemes as CSS variables, so the exported HTML is right in
 * light and dark before JavaScript runs (the mode attribute is set by an inline script).
 */
export function createDocsTheme(
  options: {
    spacing?: number;
    dense?: boolean;
    paletteColors?: PaletteOverrides;
    /** Component texts of a non-English language (see `loadThemeLocale`). */
    locale?: Localization | null;
  } = {},
) {
  const { spacing = 8, dense = false, paletteColors = {}, locale = null } = options;
  const theme = extendTheme({
    ...docsThemeOptions(spacing, dense),
    colorSchemes: {
      light: { palette: schemePalette(schemeColors.light, paletteColors) },
      dark: { palette: schemePalette(schemeColors.dark, paletteColors) },
    },
  });
  return withLocale(theme, locale);
}

/** The theme with a language's component texts (Pagination labels, Autocomplete texts...). */
export function withLocale<T extends { components?: object }>(
  theme: T,
  locale: Localization | null,
): T {
  if (!locale) return theme;
  return { ...theme, components: { ...theme.components, ...locale.components } };
}
