// The demos of data/docs and data/demo-heights.json, as `npm run demos:measure`, the crawl and the
// unit tests read them.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  DEMO_HEIGHTS_FILE,
  DEMO_WIDTHS,
  type DemoHeightsFile,
  type MeasuredDemo,
} from '../../src/markdown/demoHeights';

const root = path.resolve(__dirname, '..', '..');

/** A page with demos: its pathname (with a trailing slash) and its demos' ids and file hashes. */
export interface DemoPage {
  pathname: string;
  demos: Array<{ id: string; name: string; source: string }>;
}

/** Hash of a demo file's text, recorded with its heights. */
export function demoFileHash(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex').slice(0, 12);
}

/** Every page of data/docs that shows demos, by pathname. */
export function demoPages(docsRoot = path.join(root, 'data', 'docs')): DemoPage[] {
  const pages: DemoPage[] = [];
  for (const entry of fs.readdirSync(docsRoot, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'index.mdx') continue;
    const folder = entry.parentPath;
    const text = fs.readFileSync(path.join(folder, entry.name), 'utf8');
    const pageId = path.relative(docsRoot, folder).split(path.sep).join('/');
    const demos = [...text.matchAll(/<Demo\s+name="([A-Za-z0-9_]+)"/g)].flatMap(([, name]) => {
      const file = path.join(folder, `${name}.tsx`);
      if (!fs.existsSync(file)) return [];
      const source = demoFileHash(fs.readFileSync(file, 'utf8'));
      return [{ id: `${pageId}/${name}`, name, source }];
    });
    if (demos.length) pages.push({ pathname: `/${pageId}/`, demos });
  }
  return pages.sort((a, b) => a.pathname.localeCompare(b.pathname));
}

/** The measured heights (none when the file does not exist yet). */
export function readHeightsFile(file = path.join(root, DEMO_HEIGHTS_FILE)): DemoHeightsFile {
  if (!fs.existsSync(file)) return { widths: [...DEMO_WIDTHS], demos: {} };
  return JSON.parse(fs.readFileSync(file, 'utf8')) as DemoHeightsFile;
}

/** Whether an entry has a height for each of today's widths. */
export function hasEveryWidth(file: DemoHeightsFile, entry: MeasuredDemo | undefined): boolean {
  return (
    entry !== undefined &&
    file.widths.join() === DEMO_WIDTHS.join() &&
    entry.heights.length === DEMO_WIDTHS.length
  );
}
