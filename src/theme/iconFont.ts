/** Id of the one `<link>` that loads the icon font stylesheet. */
export const ICON_FONT_LINK_ID = 'material-icons-font';

/**
 * Adds the icon font stylesheet once per page load: a second call, a remount or a
 * client-side navigation finds the existing link and adds nothing. Returns whether it added one.
 */
export function ensureIconFontStylesheet(doc: Document, href: string): boolean {
  if (!href || doc.getElementById(ICON_FONT_LINK_ID)) return false;
  const link = doc.createElement('link');
  link.id = ICON_FONT_LINK_ID;
  link.rel = 'stylesheet';
  link.href = href;
  // Added after hydration, so the font host can never block the first paint.
  doc.head.appendChild(link);
  return true;
}
