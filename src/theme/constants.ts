/**
 * The docs' theme and timing constants, defined once and imported everywhere else. Most of them
 * equal MUI's own defaults; they are spelled out so the docs theme cannot drift silently if a MUI
 * upgrade changes a default (test/unit/theme-constants.test.ts checks both).
 */

/** Breakpoint widths in px. */
export const breakpointValues = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

/** One spacing unit in px: `theme.spacing(1)`. */
export const SPACING_UNIT = 8;

/** Default border radius in px of the MUI theme. */
export const BORDER_RADIUS = 4;

/** Border radius in px of the docs site's own theme. */
export const DOCS_BORDER_RADIUS = 12;

/** Base font size in px. */
export const FONT_SIZE = 14;

/** The root (html) font size in px that rem values are computed against. */
export const HTML_FONT_SIZE = 16;

/** Minimum contrast ratio used when picking a text colour for a background. */
export const CONTRAST_THRESHOLD = 3;

/** How far light and dark palette variants are shifted from the main colour. */
export const TONAL_OFFSET = 0.2;

/** Transition durations in ms. */
export const transitionDurations = {
  shortest: 150,
  shorter: 200,
  short: 250,
  standard: 300,
  complex: 375,
  enteringScreen: 225,
  leavingScreen: 195,
} as const;

/** Stacking order of layered components. */
export const zIndexValues = {
  mobileStepper: 1000,
  fab: 1050,
  speedDial: 1050,
  appBar: 1100,
  drawer: 1200,
  modal: 1300,
  snackbar: 1400,
  tooltip: 1500,
} as const;

/** Default debounce delay in ms. */
export const DEBOUNCE_MS = 166;

/** Delay in ms before the focus-visible flag is reset. */
export const FOCUS_VISIBLE_RESET_MS = 100;

/** localStorage key remembering the colour mode preference (light, dark or system). */
export const COLOR_MODE_STORAGE_KEY = 'mui-mode';

/** Lifetime in seconds (one year) of the code variant and code styling cookies. */
export const CODE_PREFERENCE_COOKIE_MAX_AGE = 31536000;

/** Spacing the theme state starts from and returns to on a density reset. */
export const DEFAULT_SPACING = 8;
