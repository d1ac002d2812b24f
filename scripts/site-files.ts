// Loaded by the build steps, the Playwright tests, the bench and the Jest tests.
// Helpers and checks over a static export (out/ by default): list pages, read the scripts a page
// loads, resolve links. Every function takes the export folder last, so unit tests can run the
// checks on a small fixture export (test/unit/export-checks.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

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

/** Gzipped bytes of a string. */
export function gzipSize(text: string): number {
  return zlib.gzipSync(text, { level: 9 }).length;
}

/** The scripts an HTML page references before it is interactive, with their gzipped bytes. */
export function firstLoadChunks(
  html: string,
  out: string = OUT,
): Array<{ script: string; bytes: number }> {
  const scripts = new Set([...html.matchAll(/\/_next\/static\/[^"']+?\.js/g)].map((m) => m[0]));
  return [...scripts]
    .map((script) => ({
      script,
      bytes: zlib.gzipSync(fs.readFileSync(path.join(out, script)), { level: 9 }).length,
    }))
    .sort((a, b) => b.bytes - a.bytes);
}

/** Gzipped bytes of every script an HTML page references before it is interactive. */
export function firstLoadJs(html: string, out: string = OUT): number {
  return firstLoadChunks(html, out).reduce((sum, chunk) => sum + chunk.bytes, 0);
}

/** The CSS inlined in a page's `<style>` elements (the server-rendered critical CSS). */
export function inlineCss(html: string): string {
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
}

/** Reads the element ids of exported HTML files, each file once. */
function elementIdsReader(): (file: string) => Set<string> {
  const idsByFile = new Map<string, Set<string>>();
  return (file) => {
    let ids = idsByFile.get(file);
    if (!ids) {
      const html = fs.readFileSync(file, 'utf8');
      ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
      idsByFile.set(file, ids);
    }
    return ids;
  };
}

/**
 * Every internal link or `#anchor` of the export that does not resolve, as
 * "page: link href → reason" lines (external, mailto and tel links are not checked).
 */
export function findBrokenLinks(out: string = OUT): string[] {
  const idsOf = elementIdsReader();
  const problems: string[] = [];
  for (const page of htmlFiles(out)) {
    const file = path.join(out, page);
    const html = fs.readFileSync(file, 'utf8');
    const body = html.slice(html.indexOf('<body'));
    for (const match of body.matchAll(/<a\s[^>]*href="([^"]+)"/g)) {
      const href = match[1].replace(/&amp;/g, '&');
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
export function pageDataSizes(out: string = OUT): PageDataSize[] {
  const sizes: PageDataSize[] = [];
  for (const page of htmlFiles(out)) {
    const html = fs.readFileSync(path.join(out, page), 'utf8');
    const data =
      /<script id="__NEXT_DATA__" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
    // Counted as Next.js counts it: the JSON before the HTML escapes of `<`, `>` and `&`.
    const json = data ? JSON.stringify(JSON.parse(data[1])) : null;
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

/** Every page whose data is over `maxBytes`, naming the page, its size and the file, largest first. */
export function checkPageData(maxBytes: number, out: string = OUT): string[] {
  return pageDataSizes(out)
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
