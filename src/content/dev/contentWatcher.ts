/**
 * `next dev` only: makes an edit to an MDX page or a demo refresh the open page.
 *
 * The docs route reads its MDX pages and demo sources with `fs` in `getStaticProps`, which the
 * bundler cannot see. In development the route imports one tiny generated module,
 * `contentVersion.generated.ts`, and this watcher rewrites it whenever a content file changes.
 * For Turbopack that is an edit to the route's server code, so Next.js tells the open page to
 * fetch its props again ("Refreshing page data due to server-side change" in the console) and
 * `getStaticProps` runs anew with the new text, without a reload. A demo's component is also
 * swapped by Fast Refresh through the demo index, keeping its state.
 *
 * next.config.ts starts the watcher in the development phase only. Next.js may evaluate the
 * config in more than one process; each writes the same version for the same change, and a
 * write that would not change the file is skipped, so that is harmless.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The module the route imports in development, relative to the project root. */
export const CONTENT_VERSION_MODULE = path.join(
  'src',
  'content',
  'dev',
  'contentVersion.generated.ts',
);

/** Folders whose pages and demos the site renders (the fixtures only with DOCS_FIXTURES=1). */
const CONTENT_FOLDERS = [path.join('data', 'docs'), path.join('test', 'fixtures', 'docs')];
const CONTENT_FILE = /\.(mdx|tsx?)$/;
/** Editors save in several steps (write, rename, chmod): wait for the last one. */
const SETTLE_MS = 60;

function moduleText(version: string): string {
  return `// Written by src/content/dev/contentWatcher.ts while \`next dev\` runs. Do not edit.
export const contentVersion = ${JSON.stringify(version)};
`;
}

/** Writes the version module unless it already holds this version (write, then rename). */
export function writeContentVersion(root: string, version: string): void {
  const file = path.join(root, CONTENT_VERSION_MODULE);
  const text = moduleText(version);
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

/** Creates the version module when it is missing, so the route and the type check resolve it. */
export function ensureContentVersion(root: string): void {
  if (!fs.existsSync(path.join(root, CONTENT_VERSION_MODULE))) writeContentVersion(root, 'initial');
}

/** A version that names the changed files and their contents: the same change, the same text. */
function versionOf(root: string, files: string[]): string {
  const hash = crypto.createHash('sha256');
  for (const file of [...files].sort()) {
    hash.update(path.relative(root, file));
    hash.update('\0');
    try {
      hash.update(fs.readFileSync(file));
    } catch {
      hash.update('(deleted)');
    }
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

const started = new Set<string>();

/**
 * Watches the content folders of `root` and rewrites the version module on every change; returns
 * a function that stops watching.
 */
export function watchContent(root: string): () => void {
  if (started.has(root)) return () => undefined;
  started.add(root);
  const watchers: fs.FSWatcher[] = [];
  ensureContentVersion(root);
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  const flush = () => {
    timer = null;
    const files = [...pending];
    pending.clear();
    try {
      writeContentVersion(root, versionOf(root, files));
    } catch (error) {
      console.error(`Could not write ${CONTENT_VERSION_MODULE}:`, error);
    }
  };
  for (const folder of CONTENT_FOLDERS) {
    const directory = path.join(root, folder);
    if (!fs.existsSync(directory)) continue;
    const watcher = fs.watch(directory, { recursive: true }, (_event, filename) => {
      if (!filename || !CONTENT_FILE.test(filename)) return;
      pending.add(path.join(directory, filename.toString()));
      if (timer) clearTimeout(timer);
      timer = setTimeout(flush, SETTLE_MS);
      timer.unref();
    });
    watcher.on('error', (error) => console.error(`Stopped watching ${folder}:`, error));
    // The watcher must never keep a process alive that is otherwise done.
    watcher.unref();
    watchers.push(watcher);
  }
  return () => {
    if (timer) clearTimeout(timer);
    for (const watcher of watchers) watcher.close();
    started.delete(root);
  };
}
