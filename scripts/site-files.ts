// Loaded by the build steps, the Playwright tests, the bench and the Jest tests.
// Helpers and checks over a static export (out/ by default): list pages, read the scripts a page
// loads, resolve links. Every function takes the export folder last, so unit tests can run the
// checks on a small fixture export (test/unit/export-checks.test.ts) and on a real one.
//
// Exported HTML is read with an HTML parser (parse5, the WHATWG parsing algorithm browsers use),
// never with patterns over the markup: attribute order, quoting, entities and Next.js's choice of
// tags do not change what is found. A script's URL is resolved as a browser would and mapped to
// the export by its `/_next/` path, so an `assetPrefix` (another host or a path before `/_next/`)
// or a `basePath` changes nothing either.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';

type HtmlDocument = DefaultTreeAdapterTypes.Document;
type HtmlElement = DefaultTreeAdapterTypes.Element;
type HtmlNode = DefaultTreeAdapterTypes.Node;

/** The export folder of the project (`out/`, from the project root where every tool runs). */
export const OUT = path.resolve(process.cwd(), 'out');

/** Every exported HTML file, as paths relative to the export folder. */
export function htmlFiles(out: string = OUT, folder: string = out): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(out, full);
    return entry.name.endsWith('.html') ? [path.relative(out, full)] : [];
  });
}

/** The URL path of an exported HTML file (`x/index.html` → `/x/`). */
export function urlOf(file: string): string {
  const posix = file.split(path.sep).join('/');
  if (posix === 'index.html') return '/';
  return posix.endsWith('/index.html') ? `/${posix.slice(0, -'index.html'.length)}` : `/${posix}`;
}

/** The file that serves a URL path, or null. */
export function fileForUrl(url: string, out: string = OUT): string | null {
  const clean = decodeURIComponent(url.split('#')[0].split('?')[0]);
  const candidates = clean.endsWith('/')
    ? [path.join(out, clean, 'index.html')]
    : [path.join(out, clean), path.join(out, clean, 'index.html'), path.join(out, `${clean}.html`)];
  return (
    candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ??
    null
  );
}

/** The last page parsed: checks that read one page several times parse it once. */
let lastParsed: { html: string; document: HtmlDocument } | null = null;

/** The parsed document of an HTML page. */
export function parseHtml(html: string): HtmlDocument {
  if (lastParsed?.html !== html) lastParsed = { html, document: parse(html) };
  return lastParsed.document;
}

/**
 * Every element under `node`, in document order, as the DOM has them: a `<template>`'s content is
 * an inert fragment outside the document, so it is not walked.
 */
export function* elementsOf(node: HtmlNode): Generator<HtmlElement> {
  for (const child of 'childNodes' in node ? node.childNodes : []) {
    if ('tagName' in child) yield child;
    yield* elementsOf(child);
  }
}

/** The value of an element's attribute (names are lower case once parsed), or null. */
export function attributeOf(element: HtmlElement, name: string): string | null {
  return element.attrs.find((attribute) => attribute.name === name)?.value ?? null;
}

/** The text inside an element (for `<script>` and `<style>`: their source, as written). */
export function textOf(element: HtmlElement): string {
  return element.childNodes
    .map((child) => (child.nodeName === '#text' && 'value' in child ? child.value : ''))
    .join('');
}

/** A `<script src>` of a page, as the browser reads it. */
export interface PageScript {
  /** The `src` attribute as written (absolute with an `assetPrefix` on another host). */
  src: string;
  /** The file in the export that serves it (`/_next/static/…`), or null for another host's. */
  file: string | null;
  /** `<script type="module">`. */
  module: boolean;
  /** `<script nomodule>`: only browsers without modules run it (a modern browser skips it). */
  noModule: boolean;
  async: boolean;
  defer: boolean;
}

/** Types under which a browser runs a `<script>` as a classic script. */
const CLASSIC_SCRIPT_TYPES = new Set([
  '',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
]);

/**
 * The export's file behind a script or asset URL: its path from `/_next/` on (Next.js writes
 * `_next/` at the root of the export whatever `assetPrefix` or `basePath` put before it in URLs),
 * or null when the URL is not one of the export's `/_next/` files.
 */
export function exportFileOfUrl(url: string): string | null {
  const { pathname } = new URL(url, 'http://export.invalid/');
  const index = pathname.indexOf('/_next/');
  return index < 0 ? null : decodeURIComponent(pathname.slice(index));
}

/** The external scripts of a page (`<script src>`), in document order. */
export function pageScripts(html: string): PageScript[] {
  const scripts: PageScript[] = [];
  for (const element of elementsOf(parseHtml(html))) {
    if (element.tagName !== 'script') continue;
    const src = attributeOf(element, 'src');
    if (src === null || src.trim() === '') continue;
    const type = (attributeOf(element, 'type') ?? '').trim().toLowerCase();
    const isModule = type === 'module';
    if (!isModule && !CLASSIC_SCRIPT_TYPES.has(type)) continue;
    scripts.push({
      src,
      file: exportFileOfUrl(src),
      module: isModule,
      noModule: attributeOf(element, 'nomodule') !== null,
      async: attributeOf(element, 'async') !== null,
      defer: attributeOf(element, 'defer') !== null,
    });
  }
  return scripts;
}

/**
 * The export's scripts a modern browser runs when it loads the page: the page's `<script src>`
 * files under `/_next/`, without the `nomodule` ones (legacy browsers only), each once.
 */
export function startupScriptFiles(html: string): string[] {
  const files = pageScripts(html)
    .filter((script) => !script.noModule && script.file !== null)
    .map((script) => script.file as string);
  return [...new Set(files)];
}

/** Gzipped bytes of a string. */
export function gzipSize(text: string): number {
  return zlib.gzipSync(text, { level: 9 }).length;
}

/**
 * The scripts a page runs before it is interactive (startupScriptFiles), with their gzipped
 * bytes, largest first. A script the page names that the export lacks is an error.
 */
export function firstLoadChunks(
  html: string,
  out: string = OUT,
): Array<{ script: string; bytes: number }> {
  return startupScriptFiles(html)
    .map((script) => {
      const file = path.join(out, script);
      if (!fs.existsSync(file)) {
        throw new Error(`the page loads ${script}, which is not in the export ${out}`);
      }
      return { script, bytes: zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length };
    })
    .sort((a, b) => b.bytes - a.bytes);
}

/** Gzipped bytes of every script an HTML page references before it is interactive. */
export function firstLoadJs(html: string, out: string = OUT): number {
  return firstLoadChunks(html, out).reduce((sum, chunk) => sum + chunk.bytes, 0);
}

/** The CSS inlined in a page's `<style>` elements (the server-rendered critical CSS). */
export function inlineCss(html: string): string {
  return [...elementsOf(parseHtml(html))]
    .filter((element) => element.tagName === 'style')
    .map(textOf)
    .join('\n');
}

/** Every `id` of a page's elements. */
export function elementIds(html: string): Set<string> {
  const ids = new Set<string>();
  for (const element of elementsOf(parseHtml(html))) {
    const id = attributeOf(element, 'id');
    if (id !== null) ids.add(id);
  }
  return ids;
}

/** The `href` of every `<a>` in a page's body, entities decoded. */
export function bodyLinks(html: string): string[] {
  const body = [...elementsOf(parseHtml(html))].find((element) => element.tagName === 'body');
  if (!body) return [];
  return [...elementsOf(body)]
    .filter((element) => element.tagName === 'a')
    .map((element) => attributeOf(element, 'href'))
    .filter((href): href is string => href !== null);
}

/** The JSON of a page's `<script id="__NEXT_DATA__">`, as written, or null. */
export function nextDataOf(html: string): string | null {
  for (const element of elementsOf(parseHtml(html))) {
    if (element.tagName === 'script' && attributeOf(element, 'id') === '__NEXT_DATA__') {
      return textOf(element);
    }
  }
  return null;
}

/** Reads the element ids of exported HTML files, each file once (`known`: files already read). */
function elementIdsReader(
  known: Map<string, Set<string>> = new Map(),
): (file: string) => Set<string> {
  const idsByFile = known;
  return (file) => {
    let ids = idsByFile.get(file);
    if (!ids) {
      ids = elementIds(fs.readFileSync(file, 'utf8'));
      idsByFile.set(file, ids);
    }
    return ids;
  };
}

/**
 * Every internal link or `#anchor` of the export that does not resolve, as
 * "page: link href → reason" lines (external, mailto and tel links are not checked). Each page is
 * parsed once: its links and its ids are read from the same parse.
 */
export function findBrokenLinks(out: string = OUT): string[] {
  const pages = htmlFiles(out).map((page) => {
    const html = fs.readFileSync(path.join(out, page), 'utf8');
    return { page, links: bodyLinks(html), ids: elementIds(html) };
  });
  const idsByFile = new Map(pages.map(({ page, ids }) => [path.join(out, page), ids]));
  const idsOf = elementIdsReader(idsByFile);
  const problems: string[] = [];
  for (const { page, links } of pages) {
    const file = path.join(out, page);
    for (const href of links) {
      if (/^(https?:|mailto:|tel:|\/\/)/.test(href)) continue;
      const [target, anchor] = href.split('#');
      const targetFile =
        target === ''
          ? file
          : fileForUrl(target.startsWith('/') ? target : `${urlOf(page)}${target}`, out);
      if (!targetFile) {
        problems.push(`${urlOf(page)}: link ${href} → no exported page`);
        continue;
      }
      if (anchor && !idsOf(targetFile).has(decodeURIComponent(anchor))) {
        problems.push(`${urlOf(page)}: link ${href} → no element with id "${anchor}"`);
      }
    }
  }
  return problems;
}

/** The Markdown files of the export (page twins and the llms.txt files), relative paths. */
export function markdownFiles(out: string = OUT, folder: string = out): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : markdownFiles(out, full);
    return /\.md$|^llms(-full)?\.txt$/.test(entry.name) ? [path.relative(out, full)] : [];
  });
}

/**
 * Every link of the Markdown files that points into the site and does not resolve to an exported
 * file, or names an `#anchor` its HTML page lacks. A link points into the site when it is on
 * `origin` under a top-level folder or file the export has (the site's origin may be mui.com, whose
 * other docs, such as /material-ui/, the twins link to as outside pages). Fenced code is skipped.
 */
export function findBrokenMarkdownLinks(origin: string, out: string = OUT): string[] {
  const base = origin.replace(/\/$/, '');
  const topLevel = new Set(fs.readdirSync(out));
  const intoSite = (target: string) => {
    const segments = target.split('/').filter(Boolean);
    if (segments[0] === 'zh') segments.shift();
    return segments.length === 0 || topLevel.has(decodeURIComponent(segments[0]));
  };
  const idsOf = elementIdsReader();
  const problems: string[] = [];
  for (const relative of markdownFiles(out)) {
    const text = fs
      .readFileSync(path.join(out, relative), 'utf8')
      .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');
    const name = `/${relative.split(path.sep).join('/')}`;
    for (const match of text.matchAll(/\]\((\S+?)\)/g)) {
      const href = match[1];
      if (!href.startsWith(`${base}/`)) continue;
      const [target, anchor] = href.slice(base.length).split('#');
      if (!intoSite(target)) continue;
      const targetFile = fileForUrl(target, out);
      if (!targetFile) {
        problems.push(`${name}: link ${href} → no exported file`);
        continue;
      }
      if (
        anchor &&
        targetFile.endsWith('.html') &&
        !idsOf(targetFile).has(decodeURIComponent(anchor))
      ) {
        problems.push(`${name}: link ${href} → no element with id "${anchor}"`);
      }
    }
  }
  return problems;
}

/** The page data of one exported page, as a reader downloads it. */
export interface PageDataSize {
  /** The page's URL path. */
  url: string;
  /** The file that carries the data: an HTML page (its `__NEXT_DATA__`) or a `_next/data` JSON. */
  file: string;
  bytes: number;
}

function jsonFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return jsonFiles(full);
    return entry.name.endsWith('.json') ? [full] : [];
  });
}

/**
 * The page data of every exported page, largest first: the `__NEXT_DATA__` inlined in each HTML
 * page (what every reader downloads) and each `_next/data/<build>/….json` (what client-side
 * navigation fetches), in bytes of JSON as Next.js measures it for its large-page-data warning.
 */
export function pageDataSizes(
  out: string = OUT,
  { html: readHtml = true }: { html?: boolean } = {},
): PageDataSize[] {
  const sizes: PageDataSize[] = [];
  for (const page of readHtml ? htmlFiles(out) : []) {
    const html = fs.readFileSync(path.join(out, page), 'utf8');
    const data = nextDataOf(html);
    // Counted as Next.js counts it: the JSON before the HTML escapes of `<`, `>` and `&`.
    const json = data ? JSON.stringify(JSON.parse(data)) : null;
    if (json) sizes.push({ url: urlOf(page), file: page, bytes: Buffer.byteLength(json) });
  }
  const dataRoot = path.join(out, '_next', 'data');
  if (fs.existsSync(dataRoot)) {
    for (const file of jsonFiles(dataRoot)) {
      // _next/data/<build id>/x/react-data-grid/sorting.json → /x/react-data-grid/sorting/
      const route = path.relative(dataRoot, file).split(path.sep).slice(1).join('/');
      const url = route === 'index.json' ? '/' : `/${route.replace(/(\/index)?\.json$/, '')}/`;
      const relative = path.relative(out, file).split(path.sep).join('/');
      sizes.push({ url, file: relative, bytes: fs.statSync(file).size });
    }
  }
  return sizes.sort((a, b) => b.bytes - a.bytes || a.file.localeCompare(b.file));
}

/**
 * Every page whose data is over `maxBytes`, naming the page, its size and the file, largest first.
 * `html: false` reads only the `_next/data` JSON files (the same page data without the few hundred
 * bytes of `__NEXT_DATA__`'s own fields; no HTML to parse), as the build's quick check does.
 */
export function checkPageData(
  maxBytes: number,
  out: string = OUT,
  options: { html?: boolean } = {},
): string[] {
  return pageDataSizes(out, options)
    .filter((size) => size.bytes > maxBytes)
    .map(
      (size) =>
        `${size.url}: page data ${(size.bytes / 1000).toFixed(1)} kB (${size.bytes} bytes) > ${maxBytes / 1000} kB (${size.file})`,
    );
}

/**
 * Budget overruns of the given page types, each naming the page and its chunks, largest first,
 * so the report says which chunk grew.
 */
/** A page-weight budget of one page type (scripts/budgets.ts). */
export interface PageBudget {
  page: string;
  maxFirstLoadKb: number;
  maxHtmlKb: number;
}

/** What one budgeted page weighs. */
export interface PageMeasure {
  label: string;
  firstLoadKb: number;
  htmlKb: number;
  cssKb: number;
}

export function checkBudgets(
  budgets: Record<string, PageBudget>,
  cssBudgetKb: number,
  out: string = OUT,
): { problems: string[]; measures: PageMeasure[] } {
  const problems: string[] = [];
  const measures: PageMeasure[] = [];
  for (const [label, budget] of Object.entries(budgets)) {
    const file = path.join(out, budget.page);
    if (!fs.existsSync(file)) {
      problems.push(`${label}: ${budget.page} is not in the export`);
      continue;
    }
    const html = fs.readFileSync(file, 'utf8');
    const chunks = firstLoadChunks(html, out);
    const firstLoadKb = chunks.reduce((sum, chunk) => sum + chunk.bytes, 0) / 1024;
    const htmlKb = gzipSize(html) / 1024;
    const cssKb = gzipSize(inlineCss(html)) / 1024;
    measures.push({ label, firstLoadKb, htmlKb, cssKb });
    if (firstLoadKb > budget.maxFirstLoadKb) {
      const list = chunks
        .slice(0, 8)
        .map((chunk) => `    ${(chunk.bytes / 1024).toFixed(1)} KB ${chunk.script}`)
        .join('\n');
      problems.push(
        `${label} (${budget.page}): first-load JS ${firstLoadKb.toFixed(1)} KB > ${budget.maxFirstLoadKb} KB; largest chunks:\n${list}`,
      );
    }
    if (htmlKb > budget.maxHtmlKb) {
      problems.push(
        `${label} (${budget.page}): HTML ${htmlKb.toFixed(1)} KB > ${budget.maxHtmlKb} KB`,
      );
    }
    if (cssKb > cssBudgetKb) {
      problems.push(
        `${label} (${budget.page}): inline CSS ${cssKb.toFixed(1)} KB > ${cssBudgetKb} KB`,
      );
    }
  }
  return { problems, measures };
}
