import { parseCookie, stringifySetCookie } from 'cookie';
import { CODE_PREFERENCE_COOKIE_MAX_AGE } from '../theme/constants';
import {
  CODE_STYLINGS,
  CODE_STYLING_COOKIE,
  CODE_VARIANTS,
  CODE_VARIANT_COOKIE,
  DEFAULT_CODE_STYLING,
  DEFAULT_CODE_VARIANT,
  type CodeStyling,
  type CodeVariant,
} from './options';

/** Returns the decoded value of cookie `name` in a `document.cookie` string, or null if absent or corrupt. */
export function readCookie(cookieString: string, name: string): string | null {
  // The library's own decoder falls back to the raw text on a malformed escape, and a decoder that
  // answers undefined would let a later cookie of the same name win. Taking the raw value of the
  // first one and decoding it here keeps "first wins, corrupt means absent".
  const raw = parseCookie(cookieString, { decode: (value) => value })[name];
  if (raw === undefined) {
    return null;
  }
  try {
    return decodeURIComponent(raw);
  } catch {
    // A malformed escape (e.g. a truncated %E0%A4%A) is treated as no value at all.
    return null;
  }
}

/** The `document.cookie` assignment remembering `value` for a year on the whole site. */
export function preferenceCookie(name: string, value: string): string {
  // The value is percent-encoded (`encodeURIComponent`, the library's default), so `;` or `=` in it
  // cannot end the value or start an attribute.
  return stringifySetCookie({
    name,
    value,
    path: '/',
    maxAge: CODE_PREFERENCE_COOKIE_MAX_AGE,
    sameSite: 'lax',
  });
}

/** Returns `document.cookie`, or '' during server rendering or when the browser blocks cookies. */
export function readDocumentCookie(): string {
  try {
    return typeof document === 'undefined' ? '' : document.cookie;
  } catch {
    // Sandboxed frames throw a SecurityError on access; behave as if nothing was stored.
    return '';
  }
}

function readAllowed<T extends string>(
  cookieString: string,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const value = readCookie(cookieString, name);
  // Cookies are user-editable and may come from an older site version; only known values count.
  return allowed.find((candidate) => candidate === value) ?? fallback;
}

function writeCookie(name: string, value: string): void {
  try {
    if (typeof document === 'undefined') {
      return;
    }
    document.cookie = preferenceCookie(name, value);
  } catch {
    // Blocked cookies (sandboxed frames, privacy settings) only mean the choice is not remembered.
  }
}

/** Reads the code variant from a `document.cookie` string; the default when missing or unknown. */
export function readCodeVariant(cookieString: string): CodeVariant {
  return readAllowed(cookieString, CODE_VARIANT_COOKIE, CODE_VARIANTS, DEFAULT_CODE_VARIANT);
}

/** Reads the code styling from a `document.cookie` string; the default when missing or unknown. */
export function readCodeStyling(cookieString: string): CodeStyling {
  return readAllowed(cookieString, CODE_STYLING_COOKIE, CODE_STYLINGS, DEFAULT_CODE_STYLING);
}

/** Remembers the code variant for a year; never throws. */
export function writeCodeVariant(value: CodeVariant): void {
  writeCookie(CODE_VARIANT_COOKIE, value);
}

/** Remembers the code styling for a year; never throws. */
export function writeCodeStyling(value: CodeStyling): void {
  writeCookie(CODE_STYLING_COOKIE, value);
}
