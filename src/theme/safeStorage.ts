/**
 * localStorage access that never throws. Storage is absent during server rendering, throws a
 * SecurityError when the browser blocks site data, and throws a QuotaExceededError when full; none of
 * these may break a page, so a preference simply is not remembered then.
 */

function getStorage(): Storage | null {
  if (typeof window === 'undefined') {
    return null;
  }
  // Reading the property itself is what throws the SecurityError in some browsers.
  return window.localStorage ?? null;
}

/** Returns the stored value for `key`, or null when absent or storage is unavailable. */
export function readStorage(key: string): string | null {
  try {
    return getStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` under `key`; does nothing when storage is unavailable or full. */
export function writeStorage(key: string, value: string): void {
  try {
    getStorage()?.setItem(key, value);
  } catch {
    // A preference that cannot be saved is only lost on the next visit.
  }
}
