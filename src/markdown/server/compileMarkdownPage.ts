import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import { compileMdxFile, type CompiledMdx } from '@/src/content/server/compile';
import { docsRootOf } from '@/src/content/server/files';
import { contentCache } from '@/src/content/server/contentCache';
import type { CompiledMarkdownPage, DemoModuleFile, DemoSource, DemoSourceFile } from '../types';
import { DEMO_HEIGHTS_FILE, DEMO_WIDTHS, type DemoHeightsFile } from '../demoHeights';
import { formatTs, tsToJs } from './demoSource';
import { highlightToHtml } from './highlight';

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
 * Demo sources, plain and highlighted, go to static files under public/ (copied into the export)
 * instead of the page data: they are most of a demo page's weight and few readers open them. A
 * page fetches a demo's file when the demo itself starts loading, one request per demo.
 */
export const DEMO_SOURCES_DIR = path.join(process.cwd(), 'public', 'static', 'demo-sources');

function writeDemoSourceFile(name: string, source: DemoSourceFile): string {
  const body = JSON.stringify(source);
  const hash = crypto.createHash('sha256').update(body).digest('hex').slice(0, 12);
  const fileName = `${name}.${hash}.json`;
  const file = path.join(DEMO_SOURCES_DIR, fileName);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(DEMO_SOURCES_DIR, { recursive: true });
    fs.writeFileSync(file, body);
  }
  return `/static/demo-sources/${fileName}`;
}

const lineCount = (code: string) => code.split('\n').length;

const importPattern = /from\s+['"]([^'"]+)['"]/g;

/**
 * Formatting, the JavaScript version and highlighting cost about 10 s of CPU over every demo: they
 * are made once per demo content (and per version of the code that makes them) and kept on disk.
 */
const demoSourceCache = contentCache<DemoSourceFile>('demo-sources', [
  'src/markdown/server/compileMarkdownPage.ts',
  'src/markdown/server/demoSource.ts',
  'src/markdown/server/highlight.ts',
  'package-lock.json',
]);

/** A module that a demo imports (shared data), as read from disk. */
interface LocalModule {
  /**
   * Its path from the demo's folder, `/` separated: `shipments.ts` beside the demo,
   * `../restaurants.ts` or `../row-grouping/deals.ts` for the data of a parent or sibling page.
   */
  fileName: string;
  raw: string;
}

/** Relative module specifiers (`./shipments`) in a source. */
const localSpecifiers = (raw: string) =>
  [...raw.matchAll(importPattern)].map((match) => match[1]).filter((spec) => spec.startsWith('.'));

/**
 * The modules a demo imports by a relative path, and the ones they import in turn. A module may
 * sit beside the demo (`./shipments`) or in another page's folder of the same docs tree
 * (`../restaurants`); a sandbox lays the files out so that the same paths resolve. A specifier
 * that leaves the docs folder, or names no .ts or .tsx file, fails with the importing file.
 */
async function localModules(
  docsRoot: string,
  folder: string,
  file: string,
  raw: string,
): Promise<LocalModule[]> {
  const found = new Map<string, LocalModule>();
  const visit = async (importer: string, source: string) => {
    for (const specifier of localSpecifiers(source)) {
      const base = path.resolve(path.dirname(importer), specifier);
      const inside = path.relative(docsRoot, base);
      const beside = path.dirname(base) === path.dirname(importer);
      if (!beside && (inside.startsWith('..') || path.isAbsolute(inside))) {
        throw new Error(
          `${importer}: a demo may import only modules of the docs folder, not "${specifier}"`,
        );
      }
      const target = ['.ts', '.tsx']
        .map((extension) => `${base}${extension}`)
        .find((candidate) => fs.existsSync(candidate));
      if (!target) {
        throw new Error(`${importer}: "${specifier}" is not a .ts or .tsx file`);
      }
      const fileName = path.relative(folder, target).split(path.sep).join('/');
      if (found.has(fileName)) continue;
      const moduleRaw = await fsp.readFile(target, 'utf8');
      found.set(fileName, { fileName, raw: moduleRaw });
      await visit(target, moduleRaw);
    }
  };
  await visit(file, raw);
  return [...found.values()].sort((a, b) => a.fileName.localeCompare(b.fileName));
}

async function prepareDemoSource(
  name: string,
  raw: string,
  modules: LocalModule[],
): Promise<DemoSourceFile> {
  const key = demoSourceCache.key(
    name,
    raw,
    ...modules.flatMap((local) => [local.fileName, local.raw]),
  );
  const cached = key ? demoSourceCache.read(key) : null;
  if (cached) return cached;
  const tsCode = (await formatTs(raw)).trimEnd();
  const jsCode = (await tsToJs(raw, `${name}.tsx`)).trimEnd();
  const moduleFiles: DemoModuleFile[] = [];
  for (const local of modules) {
    moduleFiles.push({
      ts: { name: local.fileName, code: `${(await formatTs(local.raw)).trimEnd()}\n` },
      js: {
        name: local.fileName.replace(/\.ts(x?)$/, '.js$1'),
        code: `${(await tsToJs(local.raw, local.fileName)).trimEnd()}\n`,
      },
    });
  }
  const source: DemoSourceFile = {
    ts: { code: tsCode, html: highlightToHtml(tsCode, 'tsx') },
    js: { code: jsCode, html: highlightToHtml(jsCode, 'jsx') },
    ...(moduleFiles.length > 0 ? { modules: moduleFiles } : {}),
  };
  if (key) demoSourceCache.write(key, source);
  return source;
}

let heightsRead: { mtimeMs: number; file: DemoHeightsFile } | null = null;

/**
 * A demo's measured heights at each of `DEMO_WIDTHS` (`npm run demos:measure`), or null when it
 * has none yet or the file was measured at other widths: its box then reserves the default.
 */
function measuredHeights(id: string): number[] | null {
  const file = path.join(process.cwd(), DEMO_HEIGHTS_FILE);
  const stats = fs.statSync(file, { throwIfNoEntry: false });
  if (!stats) return null;
  if (heightsRead?.mtimeMs !== stats.mtimeMs) {
    heightsRead = {
      mtimeMs: stats.mtimeMs,
      file: JSON.parse(fs.readFileSync(file, 'utf8')) as DemoHeightsFile,
    };
  }
  const { widths, demos } = heightsRead.file;
  const heights = demos[id]?.heights;
  if (widths.join() !== DEMO_WIDTHS.join() || heights?.length !== DEMO_WIDTHS.length) return null;
  return heights;
}

async function loadDemo(
  docsRoot: string,
  folder: string,
  pageId: string,
  name: string,
): Promise<DemoSource> {
  const file = path.join(folder, `${name}.tsx`);
  const raw = await fsp.readFile(file, 'utf8');
  const modules = await localModules(docsRoot, folder, file, raw);
  const source = await prepareDemoSource(name, raw, modules);
  // Packages only: a sandbox gets the local modules as files of its own.
  const imports = [
    ...new Set(
      [raw, ...modules.map((local) => local.raw)].flatMap((text) =>
        [...text.matchAll(importPattern)]
          .map((match) => match[1])
          .filter((specifier) => !specifier.startsWith('.')),
      ),
    ),
  ];
  const id = `${pageId}/${name}`;
  return {
    id,
    name,
    heights: measuredHeights(id),
    sourceUrl: writeDemoSourceFile(name, source),
    lines: { ts: lineCount(source.ts.code), js: lineCount(source.js.code) },
    imports,
  };
}

/**
 * Compiles one docs page at build time: front matter, headings, highlighted code and demo
 * sources. Any error names the file and line so a broken page fails the build clearly.
 */
export async function compileMarkdownPage(file: string): Promise<CompiledMarkdownPage> {
  let compiled: CompiledMdx;
  try {
    compiled = await compileMdxFile(file);
  } catch (error) {
    throw located(file, error);
  }
  const front = compiled.frontmatter as Frontmatter;
  if (typeof front.title !== 'string' || front.title.trim() === '') {
    throw located(file, { reason: 'front matter needs a `title`', line: 1, column: 1 });
  }
  const folder = path.dirname(file);
  const docsRoot = docsRootOf(file);
  const pageId = path.relative(docsRoot, folder).split(path.sep).join('/');
  const demos: Record<string, DemoSource> = {};
  for (const demo of compiled.demos) {
    demos[demo.name] = await loadDemo(docsRoot, folder, pageId, demo.name);
  }
  return {
    code: compiled.code,
    title: front.title,
    description: typeof front.description === 'string' ? front.description : '',
    toc: compiled.toc,
    demos,
    sourcePath: path.relative(process.cwd(), file).split(path.sep).join('/'),
  };
}
