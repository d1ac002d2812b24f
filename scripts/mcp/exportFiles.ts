// Readers of the files of the export that the MCP server answers from: the llms.txt index (every
// page with its navigation title) and a page's own data (its navigation tree, an API page's
// history). Pure: they take the files' text.
import type { LanguageCode, MuiPage } from '@/src/navigation/types';
import type { ApiPageData } from '@/src/api-docs/server/loadApiPage';
import { parsePageAddress } from './address';

/** One page listed by llms.txt. */
export interface IndexedPage {
  /** English pathname without trailing slash (`/x/api/data-grid/data-grid`). */
  pathname: string;
  /** Navigation title in the file's language; nested groups joined with " › ". */
  title: string;
  /** The navigation section that lists it (`Data Grid`). */
  section: string;
  description: string;
}

export interface LlmsIndex {
  /** `# MUI X 7.12.0 documentation` → `MUI X 7.12.0`; null when the title says no version. */
  version: string | null;
  /** Origin of the site the export was built for, from the links' own addresses. */
  origin: string | null;
  pages: IndexedPage[];
}

/** Reads the llms.txt index the build writes (see scripts/markdown-twin/convert.ts). */
export function parseLlmsTxt(text: string): LlmsIndex {
  const lines = text.split('\n');
  const version = /^#\s+(MUI X \d+\.\d+\.\d+)\b/.exec(lines[0] ?? '')?.[1] ?? null;
  let origin: string | null = null;
  let section = '';
  const pages: IndexedPage[] = [];
  for (const line of lines) {
    const heading = /^##\s+(.+)$/.exec(line);
    if (heading) {
      section = heading[1].trim();
      continue;
    }
    const entry = /^- \[(.+)\]\((\S+)\)(?::\s*(.*))?$/.exec(line);
    if (!entry) continue;
    let url: URL;
    try {
      url = new URL(entry[2]);
    } catch {
      continue;
    }
    origin ??= url.origin;
    const address = parsePageAddress(url.pathname);
    if (!address) continue;
    pages.push({
      pathname: address.pathname,
      title: entry[1],
      section,
      description: entry[3]?.trim() ?? '',
    });
  }
  return { version, origin, pages };
}

/** Whether a pathname is an API reference page of one item (not a product's API index). */
export function isApiItemPath(pathname: string): boolean {
  return /^\/x\/api\/[^/]+\/[^/]+$/.test(pathname) || /^\/api-docs\/[^/]+$/.test(pathname);
}

/** The name of the item an API page documents: its navigation title's last part. */
export function apiNameOf(page: IndexedPage): string {
  const parts = page.title.split(' › ');
  return parts[parts.length - 1].trim();
}

/** The props every exported page hands the app (the catch-all route's `getStaticProps`). */
export interface ExportedPageProps {
  userLanguage?: LanguageCode;
  pathname?: string;
  nav?: MuiPage[];
  data?: { kind: string; api?: ApiPageData };
}

/**
 * The page props an exported HTML page carries in its `__NEXT_DATA__` script (JSON, with `<`
 * escaped by Next.js, so the script's end tag is the first one after its start), or null when
 * the page has none.
 */
export function exportedPageProps(html: string): ExportedPageProps | null {
  const marker = html.indexOf('id="__NEXT_DATA__"');
  if (marker < 0) return null;
  const start = html.indexOf('>', marker);
  const end = html.indexOf('</script>', start);
  if (start < 0 || end < 0) return null;
  try {
    const data = JSON.parse(html.slice(start + 1, end)) as { props?: { pageProps?: unknown } };
    const props = data.props?.pageProps;
    return props && typeof props === 'object' ? (props as ExportedPageProps) : null;
  } catch {
    return null;
  }
}

/** `en.<hash>.json`, `en.<hash>.<n>.json`; the head index (`en.head.<hash>.json`) is left out. */
const FULL_INDEX_FILE = /^(en|zh)\.([0-9a-f]+)(?:\.(\d+))?\.json$/;

/**
 * The full index files of a language among file names (newest set first when several builds left
 * theirs), in the order they are joined.
 */
export function fullIndexFiles(names: readonly string[], language: LanguageCode): string[] {
  const matches = names
    .map((name) => ({ name, match: FULL_INDEX_FILE.exec(name) }))
    .filter(({ match }) => match?.[1] === language);
  const hash = matches[0]?.match?.[2];
  return matches
    .filter(({ match }) => match?.[2] === hash)
    .sort((a, b) => Number(a.match?.[3] ?? 0) - Number(b.match?.[3] ?? 0))
    .map(({ name }) => `/static/search/${name}`);
}
