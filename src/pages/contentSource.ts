import fs from 'node:fs';
import path from 'node:path';
import { allPages } from '@/data/pages';
import { buildPageIndex, flattenPages } from '@/src/navigation/buildPageTree';
import type { LanguageCode } from '@/src/navigation/types';
import { LANGUAGES } from '@/src/routing';
import {
  MarkdownPageError,
  compileMarkdownPage,
  fixturePathnames,
  markdownFileFor,
} from '@/src/markdown/server/compileMarkdownPage';
import type { CompiledMarkdownPage, RenderedMarkdownPage } from '@/src/markdown/types';
import { renderArticle } from '@/src/markdown/server/renderArticle';
import { apiJsonPath, loadApiPage, type ApiPageData } from '@/src/api-docs/server/loadApiPage';
import { loadApiChanges, type ApiChangesData } from '@/src/api-docs/server/pageHistory';
import { CHANGES_PATHNAME } from '@/src/navigation/hasPage';

/**
 * Pages rendered by React components rather than MDX. They are exported in both languages but
 * stay out of the page registry (so out of the navigation, prev/next, Markdown twins and search):
 * the API changes page is reached from the API pages' version filter and the API index pages.
 */
export const SPECIAL_PAGES = {
  '/': 'home',
  '/x': 'x-landing',
  [CHANGES_PATHNAME]: 'api-changes',
} as const;

export type DocsPageData =
  | { kind: 'home' }
  | { kind: 'x-landing' }
  | { kind: 'api-changes'; changes: ApiChangesData }
  | { kind: 'markdown'; markdown: RenderedMarkdownPage }
  | { kind: 'api'; api: ApiPageData };

/** Every pathname that has content, English form; validates the registry (duplicates throw). */
export function exportedPathnames(): string[] {
  buildPageIndex(allPages);
  const withContent = flattenPages(allPages)
    .map((page) => page.pathname)
    .filter((pathname) => fs.existsSync(markdownFileFor(pathname)) || apiJsonPath(pathname));
  return [...Object.keys(SPECIAL_PAGES), ...withContent, ...fixturePathnames()];
}

/** The URL slug arrays of every exported page in every language. */
export function allSlugs(): string[][] {
  const result: string[][] = [];
  for (const language of LANGUAGES) {
    for (const pathname of exportedPathnames()) {
      const segments = pathname.split('/').filter(Boolean);
      result.push(language === 'en' ? segments : [language, ...segments]);
    }
  }
  return result;
}

/** Splits a slug into its language and English pathname. */
export function parseSlug(slug: string[] | undefined): {
  language: LanguageCode;
  pathname: string;
} {
  const segments = [...(slug ?? [])];
  let language: LanguageCode = 'en';
  if (segments[0] === 'zh') {
    language = 'zh';
    segments.shift();
  }
  return { language, pathname: `/${segments.join('/')}` };
}

const cache = new Map<string, Promise<CompiledMarkdownPage>>();

/** Loads the content of a page in a language; both languages share one compile. */
export async function loadPageData(
  pathname: string,
  language: LanguageCode,
): Promise<DocsPageData> {
  const special = SPECIAL_PAGES[pathname as keyof typeof SPECIAL_PAGES];
  if (special === 'api-changes') return { kind: special, changes: loadApiChanges() };
  if (special) return { kind: special };
  // /x/api/ pages come from the generated reference (data/api), never from MDX.
  const apiFile = apiJsonPath(pathname);
  if (apiFile) return { kind: 'api', api: loadApiPage(apiFile) };
  const file = markdownFileFor(pathname);
  let compiled = cache.get(file);
  if (!compiled || process.env.NODE_ENV === 'development') {
    compiled = compileMarkdownPage(file);
    cache.set(file, compiled);
  }
  const { code, ...page } = await compiled;
  try {
    return { kind: 'markdown', markdown: { ...page, parts: renderArticle(code, language) } };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new MarkdownPageError(`${path.relative(process.cwd(), file)}: ${reason}`);
  }
}
