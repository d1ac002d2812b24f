// The data of a page for the catch-all route's getStaticProps: a special React page, an API page
// from data/api, or an MDX page compiled (once for both languages) and rendered for the language.
import path from 'node:path';
import type { LanguageCode } from '@/src/navigation/types';
import { MarkdownPageError, compileMarkdownPage } from '@/src/markdown/server/compileMarkdownPage';
import type { CompiledMarkdownPage, RenderedMarkdownPage } from '@/src/markdown/types';
import { renderArticle } from '@/src/markdown/server/renderArticle';
import { loadApiPage, type ApiPageData } from '@/src/api-docs/server/loadApiPage';
import { loadApiChanges, type ApiChangesData } from '@/src/api-docs/server/pageHistory';
import { SPECIAL_PAGES } from '../paths';
import { apiJsonPath, markdownFileFor } from './files';
import { lastUpdatedOf } from './lastUpdated';

export type DocsPageData =
  | { kind: 'home' }
  | { kind: 'x-landing' }
  | { kind: 'api-changes'; changes: ApiChangesData }
  | {
      kind: 'markdown';
      markdown: RenderedMarkdownPage;
      /** Date of the page's last commit (`2026-11-26`), null without the git history. */
      lastUpdated: string | null;
    }
  | { kind: 'api'; api: ApiPageData };

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
    return {
      kind: 'markdown',
      markdown: { ...page, parts: renderArticle(code, language) },
      lastUpdated: lastUpdatedOf(file),
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new MarkdownPageError(`${path.relative(process.cwd(), file)}: ${reason}`);
  }
}
