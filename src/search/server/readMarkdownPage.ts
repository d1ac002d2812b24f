import { compileMdxFile } from '@/src/content/server/compile';
import type { PageContent } from './buildDocuments';
import { frontmatterKeywords } from './frontmatterKeywords';

/**
 * Reads an MDX page through the site's own compile (shared with the build, and usually a cache
 * hit), so section ids are the ones the page renders.
 */
export async function readMarkdownPage(pathname: string, file: string): Promise<PageContent> {
  const { frontmatter, searchSections, toc } = await compileMdxFile(file);
  let keywords: string[];
  let keywordsZh: string[];
  try {
    keywords = frontmatterKeywords(frontmatter.keywords);
    keywordsZh = frontmatterKeywords(frontmatter.keywordsZh, 'keywordsZh');
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
  return {
    kind: 'markdown',
    pathname,
    title: typeof frontmatter.title === 'string' ? frontmatter.title : '',
    description: typeof frontmatter.description === 'string' ? frontmatter.description : '',
    ...(keywords.length > 0 ? { keywords } : {}),
    ...(keywordsZh.length > 0 ? { keywordsZh } : {}),
    sections: searchSections,
    headingIds: toc.map((entry) => entry.id),
  };
}
