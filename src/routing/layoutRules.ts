import { pathnameToLanguage } from './language';

/** True when the page renders bare, without the main layout wrapper (a /playground path). */
export function isPlaygroundPath(pathname: string): boolean {
  const { canonicalAs } = pathnameToLanguage(pathname);
  return canonicalAs === '/playground' || canonicalAs.startsWith('/playground/');
}

/** True when the page is the Onepirate template demo, which needs two extra web fonts. */
export function needsOnepirateFonts(pathname: string): boolean {
  return pathname.includes('onepirate');
}
