/**
 * The "Edit this page" link of a page: the repository's base URL (`config.sourceUrl`) joined with
 * the page's source file, relative to the repository root (`data/docs/x/…/index.mdx`). Null when
 * no base URL is configured or the page has no source file of its own, so nothing is rendered.
 */
export function editPageUrl(baseUrl: string, sourcePath: string | undefined): string | null {
  const base = baseUrl.trim().replace(/\/+$/, '');
  if (!base || !sourcePath) return null;
  const segments = sourcePath
    .split(/[\\/]+/)
    .filter((segment) => segment !== '' && segment !== '.');
  // A path that leaves the repository (`..`) names no file of it.
  if (segments.length === 0 || segments.includes('..')) return null;
  return `${base}/${segments.map(encodeURIComponent).join('/')}`;
}
