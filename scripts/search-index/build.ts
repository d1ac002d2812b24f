// Builds the offline search index (docs/search.md): one MiniSearch index per language of every
// exported page (titles, headings with their rendered ids, trimmed text) and every API prop, slot,
// CSS class, property and method. Runs before `next build` (the `search-index` step of
// scripts/build.ts), so the files under public/static/search/ are copied into the export.
//
//   npx tsx scripts/build-search-index.ts   (bundles this file with esbuild, then runs it)
//
// File names carry a hash of their content; src/search/indexFiles.generated.ts lists them for the
// lazily loaded search code. An index over CHUNK_BYTES gzipped is cut into several files that the
// browser fetches in parallel and joins before parsing.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { allPages } from '@/data/pages';
import { buildPageIndex, pageTitle } from '@/src/navigation/buildPageTree';
import type { LanguageCode, MuiPage } from '@/src/navigation/types';
import { LANGUAGES } from '@/src/routing';
import { SPECIAL_PAGES } from '@/src/content/paths';
import { exportedPathnames } from '@/src/content/server/registry';
import { apiJsonPath, markdownFileFor } from '@/src/content/server/files';
import { pageHistoryFor } from '@/src/api-docs/server/pageHistory';
import type { ApiDoc } from '@/src/api-docs/types';
import { headDocuments, loadIndex, search, serializeIndex } from '@/src/search/engine';
import { sampleQueries } from '@/src/search/server/sampleQueries';
import { buildDocuments, type PageContent } from '@/src/search/server/buildDocuments';
import { readMarkdownPage } from '@/src/search/server/readMarkdownPage';
import { knownItems, type KnownItem, type KnownItemInputs } from '@/src/search/server/knownItems';
import type { SearchIndexFile } from '@/src/search/types';

const CHUNK_BYTES = 300 * 1024;
const root = process.cwd();
const outDir = path.join(root, 'public', 'static', 'search');
const generated = path.join(root, 'src', 'search', 'indexFiles.generated.ts');
/** The known-item queries of the evaluation (test/unit/search-relevance.test.ts reads them). */
export const KNOWN_ITEMS_FILE = path.join(
  root,
  'node_modules',
  '.cache',
  'search-index',
  'known-items.json',
);

async function readContents(): Promise<PageContent[]> {
  const contents: PageContent[] = [];
  for (const pathname of exportedPathnames()) {
    if (pathname in SPECIAL_PAGES) continue;
    const apiFile = apiJsonPath(pathname);
    if (apiFile) {
      const doc = JSON.parse(fs.readFileSync(apiFile, 'utf8')) as ApiDoc;
      contents.push({ kind: 'api', pathname, doc, history: pageHistoryFor(apiFile, doc) });
    } else {
      contents.push(await readMarkdownPage(pathname, markdownFileFor(pathname)));
    }
  }
  return contents;
}

function hashOf(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex').slice(0, 12);
}

/** Cuts the JSON text into pieces of about equal gzipped size under the limit. */
function chunk(text: string, gzipped: number): string[] {
  const count = Math.ceil(gzipped / CHUNK_BYTES);
  const size = Math.ceil(text.length / count);
  return Array.from({ length: count }, (_, index) => text.slice(index * size, (index + 1) * size));
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** Median time of the queries on the index revived from its JSON text, as the browser does. */
function medianQueryMs(text: string, queries: string[]): number {
  const loaded = loadIndex(JSON.parse(text) as SearchIndexFile);
  const times = queries.map((query) => {
    const start = performance.now();
    search(loaded, query, { productId: 'x-data-grid' });
    return performance.now() - start;
  });
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

/** What the known-item queries need beyond the index documents. */
function knownItemInputs(
  contents: readonly PageContent[],
  entries: ReadonlyMap<string, MuiPage>,
): KnownItemInputs {
  const ownTitles = new Map<string, string>();
  const englishTitles = new Map<string, string>();
  for (const [pathname, entry] of entries) englishTitles.set(pathname, pageTitle(entry, 'en'));
  const headingIds = new Map<string, Set<string>>();
  const demos: { title: string; pathname: string }[] = [];
  const pageDemos: { name: string; pathname: string; anchor: string }[] = [];
  for (const content of contents) {
    if (content.kind === 'markdown') {
      ownTitles.set(content.pathname, content.title);
      headingIds.set(content.pathname, new Set(content.headingIds ?? []));
      for (const section of content.sections) {
        for (const name of section.demos ?? []) {
          pageDemos.push({ name, pathname: content.pathname, anchor: section.id ?? '' });
        }
      }
    } else {
      ownTitles.set(content.pathname, content.doc.title);
      if ('demos' in content.doc) {
        for (const demo of content.doc.demos) {
          demos.push({ title: demo.title, pathname: demo.pathname.replace(/\/$/, '') });
        }
      }
    }
  }
  return { ownTitles, englishTitles, headingIds, demos, pageDemos };
}

async function main() {
  const pageIndex = buildPageIndex(allPages);
  const entries = new Map<string, MuiPage>(
    [...pageIndex].map(([pathname, info]) => [pathname, info.page]),
  );
  const parents = new Map<string, readonly MuiPage[]>(
    [...pageIndex].map(([pathname, info]) => [pathname, info.parents]),
  );
  const contents = await readContents();
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  const files: Record<string, string[]> = {};
  const inputs = knownItemInputs(contents, entries);
  const known: Record<string, KnownItem[]> = {};
  for (const language of LANGUAGES as readonly LanguageCode[]) {
    const { pages, documents } = buildDocuments(contents, entries, language, parents);
    const names: string[] = [];
    const sizes: string[] = [];
    let fullText = '';
    for (const part of ['head', 'full'] as const) {
      const file = serializeIndex(
        language,
        part,
        pages,
        part === 'head' ? headDocuments(documents, pages) : documents,
      );
      const text = JSON.stringify(file);
      const gzipped = zlib.gzipSync(text, { level: 9 }).length;
      const hash = hashOf(text);
      // The head must stay one small file: it is what the first results wait for.
      const pieces = part === 'head' ? [text] : chunk(text, gzipped);
      pieces.forEach((piece, index) => {
        const name =
          part === 'head'
            ? `${language}.head.${hash}.json`
            : pieces.length === 1
              ? `${language}.${hash}.json`
              : `${language}.${hash}.${index}.json`;
        fs.writeFileSync(path.join(outDir, name), piece);
        names.push(`/static/search/${name}`);
      });
      sizes.push(
        `${part} ${kb(text.length)} raw, ${kb(gzipped)} gzipped, ${pieces.length} file(s)`,
      );
      if (part === 'full') fullText = text;
    }
    files[language] = names;
    known[language] = knownItems(language, pages, documents, inputs);
    console.log(
      `search index ${language}: ${pages.length} pages, ${documents.length} documents; ` +
        `${sizes.join('; ')}; median query ` +
        `${medianQueryMs(fullText, sampleQueries(pages, documents, 100)).toFixed(2)} ms`,
    );
  }
  const source = `// Generated by scripts/build-search-index.ts. Do not edit.
import type { LanguageCode } from '@/src/navigation/types';

/**
 * URLs of the search index of each language: the file named <language>.head.<hash>.json is the
 * small first index; the other files are the full index, joined before parsing.
 */
export const searchIndexFiles: Record<LanguageCode, readonly string[]> = ${JSON.stringify(files, null, 2)};
`;
  fs.writeFileSync(generated, source);
  fs.mkdirSync(path.dirname(KNOWN_ITEMS_FILE), { recursive: true });
  // A new file rather than the old one rewritten: node_modules may be a hard-linked copy of
  // another checkout's, whose builds would otherwise write this checkout's queries.
  fs.rmSync(KNOWN_ITEMS_FILE, { force: true });
  fs.writeFileSync(KNOWN_ITEMS_FILE, JSON.stringify(known));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
