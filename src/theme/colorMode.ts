import * as React from 'react';
import { COLOR_MODE_STORAGE_KEY } from './constants';
import { readStorage, writeStorage } from './safeStorage';

/**
 * The reader's colour mode, kept outside React. The page's colours are CSS variables selected by
 * the `data-mui-color-scheme` attribute of `<html>` (set before first paint by the inline script of
 * `_document`), so a change of mode is one attribute write: every part of the page, hydrated or
 * not, switches at once and nothing re-renders but the controls that show the mode.
 *
 * The choice is stored under `mui-mode` (`light`, `dark` or `system`), the key Material UI's own
 * colour-scheme script reads, and follows the operating system while it is `system`.
 */
export type ColorMode = 'light' | 'dark' | 'system';
export type ColorScheme = 'light' | 'dark';

export interface ColorModeState {
  /** The chosen mode; `system` until the reader picks one. */
  mode: ColorMode;
  /** The operating system's scheme (`undefined` on the server). */
  systemMode: ColorScheme | undefined;
  /** The scheme in effect (`undefined` on the server, where it is not known). */
  resolvedMode: ColorScheme | undefined;
}

export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';
const OS_DARK_QUERY = '(prefers-color-scheme: dark)';

const SERVER_STATE: ColorModeState = {
  mode: 'system',
  systemMode: undefined,
  resolvedMode: undefined,
};

function parseMode(value: string | null): ColorMode {
  return value === 'light' || value === 'dark' || value === 'system' ? value : 'system';
}

function osQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(OS_DARK_QUERY)
    : null;
}

function computeState(mode: ColorMode): ColorModeState {
  const systemMode: ColorScheme = osQuery()?.matches ? 'dark' : 'light';
  return { mode, systemMode, resolvedMode: mode === 'system' ? systemMode : mode };
}

let state: ColorModeState | null = null;
const listeners = new Set<() => void>();
let detach: (() => void) | null = null;

function current(): ColorModeState {
  state ??= computeState(parseMode(readStorage(COLOR_MODE_STORAGE_KEY)));
  return state;
}

function apply(next: ColorModeState) {
  const changed =
    !state ||
    state.mode !== next.mode ||
    state.systemMode !== next.systemMode ||
    state.resolvedMode !== next.resolvedMode;
  state = next;
  if (next.resolvedMode && typeof document !== 'undefined') {
    document.documentElement.setAttribute(COLOR_SCHEME_ATTRIBUTE, next.resolvedMode);
  }
  if (changed) listeners.forEach((listener) => listener());
}

/** Stores and applies a mode chosen by the reader. */
export function setColorMode(mode: ColorMode): void {
  writeStorage(COLOR_MODE_STORAGE_KEY, mode);
  apply(computeState(mode));
}

export function getColorModeState(): ColorModeState {
  return typeof window === 'undefined' ? SERVER_STATE : current();
}

/**
 * Listens for the operating system's scheme (while the mode is `system`) and for a mode chosen in
 * another tab, from the first subscriber to the last.
 */
export function subscribeColorMode(listener: () => void): () => void {
  listeners.add(listener);
  if (!detach && typeof window !== 'undefined') {
    const query = osQuery();
    const onOsChange = () => apply(computeState(current().mode));
    const onStorage = (event: StorageEvent) => {
      if (event.key === COLOR_MODE_STORAGE_KEY) apply(computeState(parseMode(event.newValue)));
    };
    query?.addEventListener?.('change', onOsChange);
    window.addEventListener('storage', onStorage);
    detach = () => {
      query?.removeEventListener?.('change', onOsChange);
      window.removeEventListener('storage', onStorage);
    };
    // The OS may have switched between the first paint and now.
    onOsChange();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && detach) {
      detach();
      detach = null;
    }
  };
}

/**
 * The colour mode for components. The first render (the server's, and the hydrating one) sees
 * `SERVER_STATE`, since the exported HTML cannot know the reader's mode; the reader's state follows
 * right after mount. Updates reach React as transitions: a component that shows the mode may sit
 * above parts of the page still waiting to hydrate (the analytics provider does), and an urgent
 * update there would make React throw those parts' markup away (React error 421). The page's
 * colours never wait for React: `setColorMode` writes the attribute at once.
 */
export function useColorMode(): ColorModeState & { setMode: (mode: ColorMode) => void } {
  const [value, setValue] = React.useState<ColorModeState>(SERVER_STATE);
  React.useEffect(() => {
    const update = () => React.startTransition(() => setValue(getColorModeState()));
    const unsubscribe = subscribeColorMode(update);
    update();
    return unsubscribe;
  }, []);
  return { ...value, setMode: setColorMode };
}

/** Test helper: forgets the cached state so the next read starts from storage. */
export function resetColorModeForTests(): void {
  detach?.();
  detach = null;
  listeners.clear();
  state = null;
}
