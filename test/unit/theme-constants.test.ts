import { createTheme } from '@mui/material/styles';
import {
  BORDER_RADIUS,
  breakpointValues,
  CODE_PREFERENCE_COOKIE_MAX_AGE,
  COLOR_MODE_STORAGE_KEY,
  CONTRAST_THRESHOLD,
  DEBOUNCE_MS,
  DEFAULT_SPACING,
  DOCS_BORDER_RADIUS,
  FOCUS_VISIBLE_RESET_MS,
  FONT_SIZE,
  HTML_FONT_SIZE,
  SPACING_UNIT,
  TONAL_OFFSET,
  transitionDurations,
  zIndexValues,
} from '@/src/theme/constants';

const expectedDurations = {
  shortest: 150,
  shorter: 200,
  short: 250,
  standard: 300,
  complex: 375,
  enteringScreen: 225,
  leavingScreen: 195,
};

const expectedZIndex = {
  mobileStepper: 1000,
  fab: 1050,
  speedDial: 1050,
  appBar: 1100,
  drawer: 1200,
  modal: 1300,
  snackbar: 1400,
  tooltip: 1500,
};

describe('theme constants', () => {
  it.each<[string, unknown, unknown]>([
    ['SPACING_UNIT', SPACING_UNIT, 8],
    ['BORDER_RADIUS', BORDER_RADIUS, 4],
    ['DOCS_BORDER_RADIUS', DOCS_BORDER_RADIUS, 12],
    ['FONT_SIZE', FONT_SIZE, 14],
    ['HTML_FONT_SIZE', HTML_FONT_SIZE, 16],
    ['CONTRAST_THRESHOLD', CONTRAST_THRESHOLD, 3],
    ['TONAL_OFFSET', TONAL_OFFSET, 0.2],
    ['DEBOUNCE_MS', DEBOUNCE_MS, 166],
    ['FOCUS_VISIBLE_RESET_MS', FOCUS_VISIBLE_RESET_MS, 100],
    ['COLOR_MODE_STORAGE_KEY', COLOR_MODE_STORAGE_KEY, 'mui-mode'],
    ['CODE_PREFERENCE_COOKIE_MAX_AGE', CODE_PREFERENCE_COOKIE_MAX_AGE, 31536000],
    ['DEFAULT_SPACING', DEFAULT_SPACING, 8],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('breakpointValues', () => {
    expect(breakpointValues).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
  });

  it('transitionDurations', () => {
    expect(transitionDurations).toEqual(expectedDurations);
  });

  it('zIndexValues', () => {
    expect(zIndexValues).toEqual(expectedZIndex);
  });
});

describe('createTheme with the constants', () => {
  const theme = createTheme({
    breakpoints: { values: breakpointValues },
    spacing: SPACING_UNIT,
    shape: { borderRadius: BORDER_RADIUS },
    typography: { fontSize: FONT_SIZE, htmlFontSize: HTML_FONT_SIZE },
    palette: { contrastThreshold: CONTRAST_THRESHOLD, tonalOffset: TONAL_OFFSET },
    transitions: { duration: transitionDurations },
    zIndex: zIndexValues,
  });

  it('yields the docs breakpoints', () => {
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
    expect(theme.breakpoints.up('md')).toBe('@media (min-width:900px)');
  });

  it('yields the docs spacing, shape and typography', () => {
    expect(theme.spacing(1)).toBe('8px');
    expect(theme.shape.borderRadius).toBe(4);
    expect(theme.typography.fontSize).toBe(14);
    expect(theme.typography.htmlFontSize).toBe(16);
  });

  it('yields the docs palette tuning', () => {
    expect(theme.palette.contrastThreshold).toBe(3);
    expect(theme.palette.tonalOffset).toBe(0.2);
  });

  it('yields the docs transition durations and z-indexes', () => {
    expect(theme.transitions.duration).toEqual(expectedDurations);
    expect(theme.zIndex).toEqual(expectedZIndex);
  });

  // These values are MUI's defaults; this fails loudly if an upgrade changes one of them.
  it('matches the defaults of the installed MUI', () => {
    const defaults = createTheme();
    expect(defaults.breakpoints.values).toEqual(theme.breakpoints.values);
    expect(defaults.spacing(1)).toBe(theme.spacing(1));
    expect(defaults.shape.borderRadius).toBe(BORDER_RADIUS);
    expect(defaults.typography.fontSize).toBe(FONT_SIZE);
    expect(defaults.typography.htmlFontSize).toBe(HTML_FONT_SIZE);
    expect(defaults.palette.contrastThreshold).toBe(CONTRAST_THRESHOLD);
    expect(defaults.palette.tonalOffset).toBe(TONAL_OFFSET);
    expect(defaults.transitions.duration).toEqual(expectedDurations);
    expect(defaults.zIndex).toEqual(expectedZIndex);
  });
});
