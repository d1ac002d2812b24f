import * as React from 'react';
import { act, renderHook } from '@testing-library/react';
import {
  hasDefaultTheme,
  initialThemeState,
  MIN_SPACING,
  themeReducer,
  type ThemeAction,
  type ThemeState,
} from '@/src/theme/themeState';
import {
  ThemeStateProvider,
  useChangeTheme,
  useThemeDispatch,
  useThemeState,
} from '@/src/theme/ThemeDispatchContext';

const custom: ThemeState = {
  dense: true,
  direction: 'rtl',
  paletteColors: { primary: { main: '#ff0000' } },
  spacing: 11,
  paletteMode: 'dark',
};

describe('initialThemeState', () => {
  it('starts from the default state', () => {
    expect(initialThemeState).toEqual({
      dense: false,
      direction: 'ltr',
      paletteColors: {},
      spacing: 8,
      paletteMode: 'light',
    });
  });
});

describe('themeReducer', () => {
  it.each<[string, ThemeState, ThemeAction, Partial<ThemeState>]>([
    ['SET_SPACING', initialThemeState, { type: 'SET_SPACING', payload: 5 }, { spacing: 5 }],
    ['INCREASE_SPACING', initialThemeState, { type: 'INCREASE_SPACING' }, { spacing: 9 }],
    ['DECREASE_SPACING', initialThemeState, { type: 'DECREASE_SPACING' }, { spacing: 7 }],
    [
      'DECREASE_SPACING at the lower bound',
      { ...initialThemeState, spacing: MIN_SPACING },
      { type: 'DECREASE_SPACING' },
      { spacing: 1 },
    ],
    ['SET_DENSE', initialThemeState, { type: 'SET_DENSE', payload: true }, { dense: true }],
    ['RESET_DENSITY', custom, { type: 'RESET_DENSITY' }, { dense: false, spacing: 8 }],
    ['RESET_COLORS', custom, { type: 'RESET_COLORS' }, { paletteColors: {} }],
    [
      'CHANGE paletteMode',
      initialThemeState,
      { type: 'CHANGE', payload: { paletteMode: 'dark' } },
      { paletteMode: 'dark' },
    ],
    [
      'CHANGE direction',
      initialThemeState,
      { type: 'CHANGE', payload: { direction: 'rtl' } },
      { direction: 'rtl' },
    ],
    [
      'CHANGE paletteColors',
      initialThemeState,
      { type: 'CHANGE', payload: { paletteColors: { secondary: { main: '#00ff00' } } } },
      { paletteColors: { secondary: { main: '#00ff00' } } },
    ],
  ])('%s', (_name, state, action, changed) => {
    const before: unknown = JSON.parse(JSON.stringify(state));
    expect(themeReducer(state, action)).toEqual({ ...state, ...changed });
    // The reducer must never mutate the previous state.
    expect(state).toEqual(before);
  });

  it('clamps DECREASE_SPACING at 1', () => {
    expect(MIN_SPACING).toBe(1);
    const state = { ...initialThemeState, spacing: 2 };
    const once = themeReducer(state, { type: 'DECREASE_SPACING' });
    expect(once.spacing).toBe(1);
    expect(themeReducer(once, { type: 'DECREASE_SPACING' }).spacing).toBe(1);
  });

  it.each<[string, ThemeAction]>([
    ['empty payload', { type: 'CHANGE', payload: {} }],
    [
      'same mode and direction',
      { type: 'CHANGE', payload: { paletteMode: 'dark', direction: 'rtl' } },
    ],
    [
      'equal but new paletteColors object',
      { type: 'CHANGE', payload: { paletteColors: { primary: { main: '#ff0000' } } } },
    ],
    [
      'equal colours with an undefined key',
      {
        type: 'CHANGE',
        payload: { paletteColors: { primary: { main: '#ff0000' }, secondary: undefined } },
      },
    ],
  ])('CHANGE with nothing different (%s) returns the identical state', (_name, action) => {
    expect(themeReducer(custom, action)).toBe(custom);
  });

  it('CHANGE with one field different keeps the others', () => {
    const next = themeReducer(custom, {
      type: 'CHANGE',
      payload: { paletteMode: 'light', paletteColors: { primary: { main: '#ff0000' } } },
    });
    expect(next).not.toBe(custom);
    expect(next).toEqual({ ...custom, paletteMode: 'light' });
    // Equal colours keep their identity so consumers memoised on them do not recompute.
    expect(next.paletteColors).toBe(custom.paletteColors);
  });

  it('CHANGE detects a nested colour difference', () => {
    const next = themeReducer(custom, {
      type: 'CHANGE',
      payload: { paletteColors: { primary: { main: '#ff0000', dark: '#990000' } } },
    });
    expect(next.paletteColors).toEqual({ primary: { main: '#ff0000', dark: '#990000' } });
  });

  it('throws on an unrecognised action', () => {
    // Deliberately outside the action union: untyped callers can still dispatch anything.
    const unknown = { type: 'UNKNOWN' } as unknown as ThemeAction;
    expect(() => themeReducer(initialThemeState, unknown)).toThrow(
      new Error('Unrecognized type UNKNOWN'),
    );
  });
});

describe('ThemeStateProvider', () => {
  function wrapperWith(initialState?: ThemeState) {
    return function Wrapper({ children }: { children: React.ReactNode }) {
      return React.createElement(ThemeStateProvider, { initialState }, children);
    };
  }

  it('provides the initial state and applies dispatched actions', () => {
    const { result } = renderHook(
      () => ({ state: useThemeState(), dispatch: useThemeDispatch(), change: useChangeTheme() }),
      { wrapper: wrapperWith() },
    );
    expect(result.current.state).toBe(initialThemeState);

    act(() => result.current.dispatch({ type: 'INCREASE_SPACING' }));
    expect(result.current.state.spacing).toBe(9);

    act(() => result.current.change({ paletteMode: 'dark' }));
    expect(result.current.state.paletteMode).toBe('dark');
  });

  it('accepts an initial state', () => {
    const { result } = renderHook(() => useThemeState(), { wrapper: wrapperWith(custom) });
    expect(result.current).toBe(custom);
  });

  it('keeps the dispatch and change functions stable across renders', () => {
    const { result } = renderHook(
      () => ({ dispatch: useThemeDispatch(), change: useChangeTheme() }),
      { wrapper: wrapperWith() },
    );
    const first = result.current;
    act(() => first.dispatch({ type: 'SET_DENSE', payload: true }));
    expect(result.current.dispatch).toBe(first.dispatch);
    expect(result.current.change).toBe(first.change);
  });

  it('returns the initial state from useThemeState outside the provider', () => {
    const { result } = renderHook(() => useThemeState());
    expect(result.current).toBe(initialThemeState);
  });

  describe('outside the provider', () => {
    let consoleError: jest.SpyInstance;
    beforeEach(() => {
      // React logs the thrown render error; keep the test output readable.
      consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    });
    afterEach(() => consoleError.mockRestore());

    it.each([
      ['useThemeDispatch', useThemeDispatch],
      ['useChangeTheme', useChangeTheme],
    ])('%s throws a forgot-to-wrap error', (_name, hook) => {
      expect(() => renderHook(() => hook())).toThrow(
        'Forgot to wrap component in `ThemeStateProvider`',
      );
    });
  });
});

describe('hasDefaultTheme', () => {
  test('holds for the initial state and stops holding once spacing, density or colours change', () => {
    expect(hasDefaultTheme(initialThemeState)).toBe(true);
    expect(hasDefaultTheme({ ...initialThemeState, spacing: 6 })).toBe(false);
    expect(hasDefaultTheme({ ...initialThemeState, dense: true })).toBe(false);
    expect(
      hasDefaultTheme({ ...initialThemeState, paletteColors: { primary: { main: '#ff0000' } } }),
    ).toBe(false);
  });
});
