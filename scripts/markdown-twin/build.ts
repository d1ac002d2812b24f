// Writes the Markdown twin of every guide and API page (`/x/react-data-grid/sorting.md`, and under
// /zh/), plus /llms.txt, /llms-full.txt and /zh/llms.txt, into the static export. It reads the
// sources (MDX pages, their demos, data/api and the page registry), not the exported HTML, so it
// can run on its own:
//
//   npx tsx scripts/markdown-twin/build.ts [--out <export folder>]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { VFile } from 'vfile';
import { matter } from 'vfile-matter';
import { allPages } from '@/data/pages';
import { buildPageIndex, flattenPages, isPage, pageTitle } from '@/src/navigation/buildPageTree';
import type { LanguageCode, MuiPage } from '@/src/navigation/types';
import { API_DATA_DIR, apiFileFor } from '@/src/api-docs/apiFiles';
import type { ApiDoc } from '@/src/api-docs/types';
import { config } from '@/src/config';
import {
  apiToMarkdown,
  llmsTxt,
  markdownPath,
  mdxPageToMarkdown,
  type IndexEntry,
  type IndexSection,
} from './convert';

const LANGUAGES: LanguageCode[] = ['en', 'zh'];

// The site's page modules load the MDX compiler, which this CommonJS-free runner does not need:
// the few rules deciding which pages exist are restated here and kept equal to the site's
// (src/pages/contentSource.ts, src/markdown/server/compileMarkdownPage.ts).
const DOCS_ROOT = path.join(process.cwd(), 'data', 'docs');
const FIXTURES_ROOT = path.join(process.cwd(), 'test', 'fixtures', 'docs');
const fixturesEnabled = () => process.env.DOCS_FIXTURES === '1';

function markdownFileFor(pathname: string): string {
  const file = path.join(DOCS_ROOT, pathname, 'index.mdx');
  if (fixturesEnabled() && !fs.existsSync(file)) {
    const fixture = path.join(FIXTURES_ROOT, pathname, 'index.mdx');
    if (fs.existsSync(fixture)) return fixture;
  }
  return file;
}

function apiJsonPath(pathname: string): string | null {
  const file = apiFileFor(pathname);
  if (!file) return null;
  const absolute = path.join(process.cwd(), API_DATA_DIR, file);
  return fs.existsSync(absolute) ? absolute : null;
}

function fixturePathnames(): string[] {
  if (!fixturesEnabled() || !fs.existsSync(FIXTURES_ROOT)) return [];
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'index.mdx') {
        found.push(`/${path.relative(FIXTURES_ROOT, folder).split(path.sep).join('/')}`);
      }
    }
  };
  walk(FIXTURES_ROOT);
  return found.sort();
}

/** Guide and API pages with content, English pathnames (the home and /x landing are React pages). */
function exportedPathnames(): string[] {
  buildPageIndex(allPages);
  const withContent = flattenPages(allPages)
    .map((page) => page.pathname)
    .filter((pathname) => fs.existsSync(markdownFileFor(pathname)) || apiJsonPath(pathname));
  return [...withContent, ...fixturePathnames()];
}

interface PageSource {
  pathname: string;
  title: string;
  description: string;
  /** The twin in a language. */
  render: (language: LanguageCode) => string;
}

function readPage(
  pathname: string,
  origin: string,
  pageExists: (pathname: string) => boolean,
): PageSource {
  const apiFile = apiJsonPath(pathname);
  if (apiFile) {
    const doc = JSON.parse(fs.readFileSync(apiFile, 'utf8')) as ApiDoc;
    return {
      pathname,
      title: doc.title,
      description: doc.description,
      render: (language) => apiToMarkdown(doc, { origin, language, pathname, pageExists }),
    };
  }
  const file = markdownFileFor(pathname);
  const source = fs.readFileSync(file, 'utf8');
  const vfile = new VFile({ path: file, value: source });
  matter(vfile);
  const front = (vfile.data.matter ?? {}) as { title?: unknown; description?: unknown };
  const title = typeof front.title === 'string' ? front.title : pathname;
  const description = typeof front.description === 'string' ? front.description : '';
  const folder = path.dirname(file);
  const demoSource = (name: string) => {
    const demo = path.join(folder, `${name}.tsx`);
    return fs.existsSync(demo) ? fs.readFileSync(demo, 'utf8') : null;
  };
  return {
    pathname,
    title,
    description,
    render: (language) =>
      mdxPageToMarkdown(source, { title, description }, { origin, language, pathname, demoSource }),
  };
}

/** The navigation as llms.txt sections: top-level groups, nested titles joined with " › ". */
export function indexSections(
  pages: MuiPage[],
  sources: ReadonlyMap<string, PageSource>,
  language: LanguageCode,
): IndexSection[] {
  const general: IndexSection = { title: language === 'zh' ? '通用' : 'General', entries: [] };
  const sections: IndexSection[] = [general];
  const entryOf = (page: MuiPage, prefix: string): IndexEntry | null => {
    const source = sources.get(page.pathname);
    if (!source) return null;
    return {
      title: `${prefix}${pageTitle(page, language)}`,
      pathname: page.pathname,
      description: source.description,
    };
  };
  const walk = (entries: MuiPage[], prefix: string, into: IndexEntry[]) => {
    for (const entry of entries) {
      if (entry.onlyLanguages && !entry.onlyLanguages.includes(language)) continue;
      if (entry.children?.length) {
        const nested =
          entry.children.length > 1 ? `${prefix}${pageTitle(entry, language)} › ` : prefix;
        walk(entry.children, nested, into);
      } else if (isPage(entry)) {
        const item = entryOf(entry, prefix);
        if (item && !into.some((existing) => existing.pathname === item.pathname)) into.push(item);
      }
    }
  };
  for (const entry of pages) {
    if (entry.onlyLanguages && !entry.onlyLanguages.includes(language)) continue;
    if (entry.children?.length) {
      const section: IndexSection = { title: pageTitle(entry, language), entries: [] };
      walk(entry.children, '', section.entries);
      sections.push(section);
    } else {
      walk([entry], '', general.entries);
    }
  }
  return sections.filter((section) => section.entries.length > 0);
}

function write(out: string, url: string, text: string) {
  const file = path.join(out, ...url.split('/').filter(Boolean));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function main() {
  const start = performance.now();
  const outIndex = process.argv.indexOf('--out');
  const out = path.resolve(outIndex >= 0 ? process.argv[outIndex + 1] : 'out');
  const origin = config.siteOrigin.replace(/\/$/, '');
  const fixtures = new Set(fixturePathnames());
  const pathnames = exportedPathnames().filter((pathname) => pathname !== '/' && pathname !== '/x');
  const exported = new Set(['/', '/x', ...pathnames]);
  const pageExists = (pathname: string) => exported.has(pathname);
  const sources = new Map(
    pathnames.map((pathname) => [pathname, readPage(pathname, origin, pageExists)]),
  );

  let files = 0;
  const english = new Map<string, string>();
  for (const source of sources.values()) {
    for (const language of LANGUAGES) {
      const text = source.render(language);
      if (language === 'en') english.set(source.pathname, text);
      write(out, markdownPath(source.pathname, language), text);
      files += 1;
    }
  }

  const navigation = new Map([...sources].filter(([pathname]) => !fixtures.has(pathname)));
  const sizes: string[] = [];
  for (const language of LANGUAGES) {
    const text = llmsTxt(indexSections(allPages, navigation, language), language, origin);
    const url = language === 'en' ? '/llms.txt' : '/zh/llms.txt';
    write(out, url, text);
    sizes.push(`${url} ${kb(Buffer.byteLength(text))}`);
  }
  const ordered = flattenPages(allPages, 'en')
    .map((page) => english.get(page.pathname))
    .filter((text): text is string => text !== undefined);
  const full = `${ordered.map((text) => text.trim()).join('\n\n---\n\n')}\n`;
  write(out, '/llms-full.txt', full);
  sizes.push(`/llms-full.txt ${kb(Buffer.byteLength(full))} (${ordered.length} pages)`);

  const seconds = ((performance.now() - start) / 1000).toFixed(1);
  console.log(`markdown twins: ${files} files; ${sizes.join(', ')}; ${seconds} s`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main();
}
