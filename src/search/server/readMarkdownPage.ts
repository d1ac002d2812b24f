import fsp from 'node:fs/promises';
import { compile } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { VFile } from 'vfile';
import { matter } from 'vfile-matter';
import { rehypeHeadings } from '@/src/markdown/server/plugins';
import type { PageContent } from './buildDocuments';
import { rehypeSearchSections } from './sections';

/** Reads an MDX page with the site's own heading step, so ids match the rendered ones. */
export async function readMarkdownPage(pathname: string, file: string): Promise<PageContent> {
  const vfile = new VFile({ path: file, value: await fsp.readFile(file, 'utf8') });
  matter(vfile);
  const front = (vfile.data.matter ?? {}) as { title?: unknown; description?: unknown };
  await compile(vfile, {
    outputFormat: 'function-body',
    remarkPlugins: [remarkFrontmatter, remarkGfm],
    rehypePlugins: [rehypeHeadings, rehypeSearchSections],
    development: false,
  });
  return {
    kind: 'markdown',
    pathname,
    title: typeof front.title === 'string' ? front.title : '',
    description: typeof front.description === 'string' ? front.description : '',
    sections: vfile.data.searchSections ?? [],
  };
}
