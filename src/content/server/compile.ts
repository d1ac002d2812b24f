// The one MDX compile of the site. Every reader of a page's MDX (the routes' getStaticProps, the
// MDX check, the search index, the Markdown twins' front matter) goes through `compileMdxFile`,
// which runs the site's single set of compile options once and keeps the result in a cache keyed
// by the file's content (node_modules/.cache/mdx), so a page is compiled once per change: the MDX
// check of `npm test` compiles, the build and the search index then reuse.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { compile, type CompileOptions } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { VFile } from 'vfile';
import { matter } from 'vfile-matter';
import type { TocEntry } from '@/src/markdown/types';
import {
  rehypeHeadings,
  rehypePrism,
  remarkDemos,
  type DemoReference,
} from '@/src/markdown/server/plugins';
import { rehypeSearchSections, type PageSection } from '@/src/search/server/sections';
import { DEMO_FILE_PATTERN } from '../paths';
import { contentCache } from './contentCache';

/**
 * The MDX compile options of the site: front matter skipped (not stripped, so error lines stay
 * those of the file), GitHub tables, `<Demo>` references checked against the files beside the page,
 * heading ids and the table of contents, the search sections (read before highlighting, which
 * they skip anyway), and code highlighted at build time. The output is a function body run with
 * the JSX runtime by renderArticle.
 */
export function mdxCompileOptions(): CompileOptions {
  return {
    outputFormat: 'function-body',
    remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDemos],
    rehypePlugins: [rehypeHeadings, rehypeSearchSections, rehypePrism],
    development: false,
  };
}

/** What one compile of an MDX file yields. */
export interface CompiledMdx {
  /** The compiled function body. */
  code: string;
  /** The YAML front matter as parsed (`title`, `description`...). */
  frontmatter: Record<string, unknown>;
  toc: TocEntry[];
  demos: DemoReference[];
  searchSections: PageSection[];
}

/**
 * Source files whose change changes what a compile yields: the compile step and its plugins. Their
 * text is part of every cache key. Relative to the project root.
 */
const COMPILER_SOURCES = [
  'src/content/server/compile.ts',
  'src/markdown/server/plugins.ts',
  'src/markdown/server/highlight.ts',
  'src/search/server/sections.ts',
  'package-lock.json',
];

const cache = contentCache<CompiledMdx>('mdx', COMPILER_SOURCES);

/** Folder of the compile cache; override with `MDX_CACHE_DIR`, turn off with `MDX_CACHE=off`. */
export function mdxCacheDir(): string {
  return cache.dir();
}

const counts = { compiled: 0, reused: 0 };

/** How many MDX files this process compiled and how many it took from the cache. */
export function compileCounts(): { compiled: number; reused: number } {
  return { ...counts };
}

function cacheKey(file: string, value: string): string | null {
  // The demo files beside the page decide whether a `<Demo>` reference is valid.
  const folder = path.dirname(file);
  const demos = fs.readdirSync(folder).filter((name) => DEMO_FILE_PATTERN.test(name));
  return cache.key(path.relative(process.cwd(), file), demos.sort().join('\n'), value);
}

/**
 * Compiles an MDX file with the site's options, or returns the cached result of the same content.
 * Throws the compiler's message (a VFileMessage with `line`, `column` and `reason`) on a broken
 * page; failures are not cached.
 */
export async function compileMdxFile(file: string): Promise<CompiledMdx> {
  const value = await fsp.readFile(file, 'utf8');
  const key = cacheKey(file, value);
  const cached = key ? cache.read(key) : null;
  if (cached) {
    counts.reused += 1;
    return cached;
  }
  const vfile = new VFile({ path: file, value });
  // Not stripped: remark-frontmatter skips the block, and error lines stay those of the file.
  matter(vfile);
  const code = String(await compile(vfile, mdxCompileOptions()));
  const result: CompiledMdx = {
    code,
    frontmatter: (vfile.data.matter ?? {}) as Record<string, unknown>,
    toc: vfile.data.toc ?? [],
    demos: vfile.data.demos ?? [],
    searchSections: vfile.data.searchSections ?? [],
  };
  counts.compiled += 1;
  if (key) cache.write(key, result);
  return result;
}

/** Number of cache entries written at or after a time (the compiles of a build's workers). */
export function cacheEntriesSince(startMs: number): number {
  const dir = mdxCacheDir();
  if (!fs.existsSync(dir)) return 0;
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .filter((name) => fs.statSync(path.join(dir, name)).mtimeMs >= startMs).length;
}
