import type { SimplePaletteColorOptions } from '@mui/material/styles';
import { DEFAULT_SPACING } from './constants';

/** Custom brand colours chosen in the settings; an absent key keeps the theme's default. */
export interface PaletteColors {
  primary?: SimplePaletteColorOptions;
  secondary?: SimplePaletteColorOptions;
}

/** The docs theme state: what the settings drawer changes, from which the MUI theme is built. */
export interface ThemeState {
  dense: boolean;
  direction: 'ltr' | 'rtl';
  paletteColors: PaletteColors;
  spacing: number;
  paletteMode: 'light' | 'dark';
}

/** The fields a `CHANGE` action may set. */
export type ThemeChange = Partial<Pick<ThemeState, 'paletteMode' | 'direction' | 'paletteColors'>>;

/** Theme actions, applied by `themeReducer`. */
export type ThemeAction =
  | { type: 'SET_SPACING'; payload: number }
  | { type: 'INCREASE_SPACING' }
  | { type: 'DECREASE_SPACING' }
  | { type: 'SET_DENSE'; payload: boolean }
  | { type: 'RESET_DENSITY' }
  | { type: 'RESET_COLORS' }
  | { type: 'CHANGE'; payload: ThemeChange };

/**
 * Lowest spacing `DECREASE_SPACING` reaches. Nothing else bounds it; at 0 every gap and padding of
 * the site collapses and the settings control could no longer be found, so stepping down stops at 1.
 */
export const MIN_SPACING = 1;

/** The state the docs theme starts from. */
export const initialThemeState: ThemeState = {
  dense: false,
  direction: 'ltr',
  paletteColors: {},
  spacing: DEFAULT_SPACING,
  paletteMode: 'light',
};

// Palette colours are plain JSON-like data (strings in nested objects), so a structural compare is
// enough; a fresh but equal object from the settings form must not count as a change.
function isDeepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) {
    return true;
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return false;
  }
  const aRecord = a as Record<string, unknown>;
  const bRecord = b as Record<string, unknown>;
  const aKeys = Object.keys(aRecord).filter((key) => aRecord[key] !== undefined);
  const bKeys = Object.keys(bRecord).filter((key) => bRecord[key] !== undefined);
  return (
    aKeys.length === bKeys.length && aKeys.every((key) => isDeepEqual(aRecord[key], bRecord[key]))
  );
}

function applyChange(state: ThemeState, change: ThemeChange): ThemeState {
  const paletteMode = change.paletteMode ?? state.paletteMode;
  const direction = change.direction ?? state.direction;
  const paletteColors =
    change.paletteColors === undefined || isDeepEqual(change.paletteColors, state.paletteColors)
      ? state.paletteColors
      : change.paletteColors;
  // Returning the same object lets React skip re-rendering every theme consumer.
  if (
    paletteMode === state.paletteMode &&
    direction === state.direction &&
    paletteColors === state.paletteColors
  ) {
    return state;
  }
  return { ...state, paletteMode, direction, paletteColors };
}

/**
 * Whether the state builds the theme the pages were exported with (spacing, density and colours
 * untouched; mode and direction live outside the theme object's styles).
 */
export function hasDefaultTheme(state: Pick<ThemeState, 'spacing' | 'dense' | 'paletteColors'>) {
  return (
    state.spacing === DEFAULT_SPACING &&
    !state.dense &&
    Object.keys(state.paletteColors).length === 0
  );
}

/** Applies one theme action; throws on an action type it does not know. */
export function themeReducer(state: ThemeState, action: ThemeAction): ThemeState {
  switch (action.type) {
    case 'SET_SPACING':
      return { ...state, spacing: action.payload };
    case 'INCREASE_SPACING':
      return { ...state, spacing: state.spacing + 1 };
    case 'DECREASE_SPACING':
      return { ...state, spacing: Math.max(MIN_SPACING, state.spacing - 1) };
    case 'SET_DENSE':
      return { ...state, dense: action.payload };
    case 'RESET_DENSITY':
      return { ...state, dense: false, spacing: DEFAULT_SPACING };
    case 'RESET_COLORS':
      return { ...state, paletteColors: {} };
    case 'CHANGE':
      return applyChange(state, action.payload);
    default: {
      // Typed as never so a new action without a case fails to compile; untyped callers still
      // reach this branch at run time.
      const unknownAction: never = action;
      throw new Error(`Unrecognized type ${String((unknownAction as { type: unknown }).type)}`);
    }
  }
}
