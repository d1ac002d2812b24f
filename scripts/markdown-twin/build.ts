// Writes the Markdown twin of every guide and API page (`/x/react-data-grid/sorting.md`, and under
// /zh/), plus /llms.txt, /llms-full.txt and /zh/llms.txt, into the static export. It reads the
// sources (MDX pages, their demos, data/api and the page registry), not the exported HTML, so it
// can run on its own. A step of scripts/build.ts:
//
//   npx tsx scripts/build.ts --only markdown-twins
import fs from 'node:fs';
import path from 'node:path';
import { allPages } from '@/data/pages';
import { flattenPages, isPage, pageTitle } from '@/src/navigation/buildPageTree';
import type { LanguageCode, MuiPage } from '@/src/navigation/types';
import type { ApiDoc } from '@/src/api-docs/types';
import { config } from '@/src/config';
import { LANGUAGES } from '@/src/routing';
import { compileMdxFile } from '@/src/content/server/compile';
import { apiJsonPath, fixturePathnames, markdownFileFor } from '@/src/content/server/files';
import { registryPathnamesWithContent } from '@/src/content/server/registry';
import { lastUpdatedOf } from '@/src/content/server/lastUpdated';
import {
  apiToMarkdown,
  llmsTxt,
  markdownPath,
  mdxPageToMarkdown,
  type IndexEntry,
  type IndexSection,
} from './convert';

interface PageSource {
  pathname: string;
  title: string;
  description: string;
  /** The twin in a language. */
  render: (language: LanguageCode) => string;
}

async function readPage(
  pathname: string,
  origin: string,
  pageExists: (pathname: string) => boolean,
): Promise<PageSource> {
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
  // Front matter from the site's own compile (a cache hit after `next build`).
  const front = (await compileMdxFile(file)).frontmatter;
  const title = typeof front.title === 'string' ? front.title : pathname;
  const description = typeof front.description === 'string' ? front.description : '';
  const lastUpdated = lastUpdatedOf(file);
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
      mdxPageToMarkdown(
        source,
        { title, description, lastUpdated },
        { origin, language, pathname, demoSource },
      ),
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

/** Writes the twins and the llms.txt files into `out`; returns the line the build prints. */
export async function buildMarkdownTwins(out: string): Promise<string> {
  const origin = config.siteOrigin.replace(/\/$/, '');
  const fixtures = new Set(fixturePathnames());
  // Guide and API pages with content (the special pages are React pages without a twin).
  const pathnames = [...registryPathnamesWithContent(), ...fixturePathnames()];
  const exported = new Set(['/', '/x', ...pathnames]);
  const pageExists = (pathname: string) => exported.has(pathname);
  const sources = new Map<string, PageSource>();
  for (const pathname of pathnames) {
    sources.set(pathname, await readPage(pathname, origin, pageExists));
  }

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

  return `markdown twins: ${files} files; ${sizes.join(', ')}`;
}
