import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import { compile } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { VFile } from 'vfile';
import { matter } from 'vfile-matter';
import type { CompiledMarkdownPage, DemoSource, HighlightedDemoSource } from '../types';
import { formatTs, tsToJs } from './demoSource';
import { highlightToHtml } from './highlight';
import { rehypeHeadings, rehypePrism, remarkDemos } from './plugins';

/** Folder holding the MDX pages: `data/docs/<pathname>/index.mdx`. */
export const DOCS_ROOT = path.join(process.cwd(), 'data', 'docs');

/**
 * Test-only pages (a crashing demo, long sections for the scroll spy) live beside the tests and are
 * exported only when `DOCS_FIXTURES=1`, which the browser tests' build sets.
 */
export const FIXTURES_ROOT = path.join(process.cwd(), 'test', 'fixtures', 'docs');

/** Whether this build includes the test fixture pages. */
export function fixturesEnabled(): boolean {
  return process.env.DOCS_FIXTURES === '1';
}

/** The MDX file of a page pathname (no language prefix). */
export function markdownFileFor(pathname: string): string {
  const file = path.join(DOCS_ROOT, pathname, 'index.mdx');
  if (fixturesEnabled() && !fs.existsSync(file)) {
    const fixture = path.join(FIXTURES_ROOT, pathname, 'index.mdx');
    if (fs.existsSync(fixture)) return fixture;
  }
  return file;
}

/** Pathnames of the fixture pages, when enabled. */
export function fixturePathnames(): string[] {
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

interface Frontmatter {
  title?: unknown;
  description?: unknown;
}

/** Raised for any problem in a page; the message starts with `file:line:column`. */
export class MarkdownPageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MarkdownPageError';
  }
}

function located(file: string, error: unknown): MarkdownPageError {
  const relative = path.relative(process.cwd(), file);
  if (error && typeof error === 'object' && 'reason' in error) {
    const message = error as { reason: string; line?: number | null; column?: number | null };
    return new MarkdownPageError(
      `${relative}:${message.line ?? 1}:${message.column ?? 1}: ${message.reason}`,
    );
  }
  return new MarkdownPageError(
    `${relative}: ${error instanceof Error ? error.message : String(error)}`,
  );
}

/**
 * Highlighted demo sources are several times the size of the code, and most readers never open
 * them: they go to static files under public/ (copied into the export) instead of the page data.
 */
export const HIGHLIGHTED_SOURCES_DIR = path.join(process.cwd(), 'public', 'static', 'demo-sources');

function writeHighlightedSource(name: string, source: HighlightedDemoSource): string {
  const body = JSON.stringify(source);
  const hash = crypto.createHash('sha256').update(body).digest('hex').slice(0, 12);
  const fileName = `${name}.${hash}.json`;
  const file = path.join(HIGHLIGHTED_SOURCES_DIR, fileName);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(HIGHLIGHTED_SOURCES_DIR, { recursive: true });
    fs.writeFileSync(file, body);
  }
  return `/static/demo-sources/${fileName}`;
}

const importPattern = /from\s+['"]([^'"]+)['"]/g;

async function loadDemo(
  folder: string,
  pageId: string,
  name: string,
  height: number,
): Promise<DemoSource> {
  const raw = await fsp.readFile(path.join(folder, `${name}.tsx`), 'utf8');
  const tsCode = (await formatTs(raw)).trimEnd();
  const jsCode = (await tsToJs(raw, `${name}.tsx`)).trimEnd();
  const imports = [...new Set([...raw.matchAll(importPattern)].map((match) => match[1]))];
  return {
    id: `${pageId}/${name}`,
    name,
    height,
    ts: { code: tsCode },
    js: { code: jsCode },
    highlightedUrl: writeHighlightedSource(name, {
      ts: highlightToHtml(tsCode, 'tsx'),
      js: highlightToHtml(jsCode, 'jsx'),
    }),
    imports,
  };
}

/**
 * Compiles one docs page at build time: front matter, headings, highlighted code and demo
 * sources. Any error names the file and line so a broken page fails the build clearly.
 */
export async function compileMarkdownPage(file: string): Promise<CompiledMarkdownPage> {
  const value = await fsp.readFile(file, 'utf8').catch((error: unknown) => {
    throw located(file, error);
  });
  const vfile = new VFile({ path: file, value });
  try {
    // Not stripped: remark-frontmatter skips the block, and error lines stay those of the file.
    matter(vfile);
  } catch (error) {
    throw located(file, error);
  }
  const front = (vfile.data.matter ?? {}) as Frontmatter;
  if (typeof front.title !== 'string' || front.title.trim() === '') {
    throw located(file, { reason: 'front matter needs a `title`', line: 1, column: 1 });
  }
  let code: string;
  try {
    const compiled = await compile(vfile, {
      outputFormat: 'function-body',
      remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDemos],
      rehypePlugins: [rehypeHeadings, rehypePrism],
      development: false,
    });
    code = String(compiled);
  } catch (error) {
    throw located(file, error);
  }
  const folder = path.dirname(file);
  const root = folder.startsWith(FIXTURES_ROOT) ? FIXTURES_ROOT : DOCS_ROOT;
  const pageId = path.relative(root, folder).split(path.sep).join('/');
  const demos: Record<string, DemoSource> = {};
  for (const demo of vfile.data.demos ?? []) {
    demos[demo.name] = await loadDemo(folder, pageId, demo.name, demo.height);
  }
  return {
    code,
    title: front.title,
    description: typeof front.description === 'string' ? front.description : '',
    toc: vfile.data.toc ?? [],
    demos,
    sourcePath: path.relative(process.cwd(), file).split(path.sep).join('/'),
  };
}
