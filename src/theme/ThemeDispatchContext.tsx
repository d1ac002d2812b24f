import * as React from 'react';
import {
  initialThemeState,
  themeReducer,
  type ThemeAction,
  type ThemeChange,
  type ThemeState,
} from './themeState';

/**
 * The current theme state. Its default is the initial state so that reading components still render
 * (e.g. in isolation in a test); only writing without a provider is a mistake worth failing on.
 */
export const ThemeStateContext = React.createContext<ThemeState>(initialThemeState);
ThemeStateContext.displayName = 'ThemeStateContext';

/**
 * The theme dispatch function. Kept apart from the state so that components which only change the
 * theme (settings controls) do not re-render on every theme change.
 */
export const ThemeDispatchContext = React.createContext<React.Dispatch<ThemeAction> | null>(null);
ThemeDispatchContext.displayName = 'ThemeDispatchContext';

export interface ThemeStateProviderProps {
  children?: React.ReactNode;
  /** State to start from instead of `initialThemeState` (read only on the first render). */
  initialState?: ThemeState;
}

/** Holds the docs theme state and provides it and its dispatch function to the tree below. */
export function ThemeStateProvider({
  children,
  initialState = initialThemeState,
}: ThemeStateProviderProps) {
  const [state, dispatch] = React.useReducer(themeReducer, initialState);
  return (
    <ThemeDispatchContext.Provider value={dispatch}>
      <ThemeStateContext.Provider value={state}>{children}</ThemeStateContext.Provider>
    </ThemeDispatchContext.Provider>
  );
}

/** Returns the current docs theme state. */
export function useThemeState(): ThemeState {
  return React.useContext(ThemeStateContext);
}

/** Returns the theme dispatch function; throws outside `ThemeStateProvider`. */
export function useThemeDispatch(): React.Dispatch<ThemeAction> {
  const dispatch = React.useContext(ThemeDispatchContext);
  if (dispatch === null) {
    throw new Error('Forgot to wrap component in `ThemeStateProvider`');
  }
  return dispatch;
}

/** Returns a stable function that changes palette mode, direction or colours (`CHANGE` action). */
export function useChangeTheme(): (change: ThemeChange) => void {
  const dispatch = useThemeDispatch();
  return React.useCallback(
    (change: ThemeChange) => dispatch({ type: 'CHANGE', payload: change }),
    [dispatch],
  );
}
