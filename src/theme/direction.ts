import { readStorage, writeStorage } from './safeStorage';

export type Direction = 'ltr' | 'rtl';

/** Where the reader's text direction is remembered. */
export const DIRECTION_STORAGE_KEY = 'mui-direction';

/** The stored direction; anything unknown (or unreadable storage) is left to right. */
export function readStoredDirection(): Direction {
  return readStorage(DIRECTION_STORAGE_KEY) === 'rtl' ? 'rtl' : 'ltr';
}

/** Remembers the direction; a full or blocked storage only loses the preference. */
export function storeDirection(direction: Direction): void {
  writeStorage(DIRECTION_STORAGE_KEY, direction);
}

/**
 * Inline script for `_document`: sets `dir` before the first paint so a right-to-left reader never
 * sees the page mirrored the wrong way while it loads.
 */
export const directionInitScript = `(function(){try{if(localStorage.getItem('${DIRECTION_STORAGE_KEY}')==='rtl'){document.documentElement.dir='rtl';}}catch(e){}})();`;
