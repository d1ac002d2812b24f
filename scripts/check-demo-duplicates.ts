// Fails when two demos of the site share a long run of the same code or inline data: a table of rows
// or a component written out again in a second demo belongs in a module both import, so that a fix
// or a new row reaches every demo that shows it.
//
// A demo's lines are compared after dropping what says nothing of its own: blank lines, comments,
// import statements, and lines of lone punctuation (`}`, `});`, `],`, `/>`); the rest is compared
// with its white space folded. Two files fail when they share more than MAX_SHARED_LINES such lines
// in a row. Twenty lines is where a repeat stops being the scaffolding every demo of a component has
// (its imports, a handful of columns, a `<Box sx>` around the grid, ten to fifteen lines) and becomes
// a data set or a piece of logic a reader would find again, word for word, in the next demo.
// There is no list of allowed repeats: data that several demos show lives in a module they import,
// beside them (`./shipments`) or in a parent or sibling page's folder (`../restaurants`).
//
//   npx tsx scripts/check-demo-duplicates.ts [folder]   (data/docs by default)
import fs from 'node:fs';
import path from 'node:path';

/** The longest run of significant lines two demos may share. */
export const MAX_SHARED_LINES = 20;

/** Files compared: demos (`Name.tsx`) and the modules beside them. */
const SOURCE_FILE = /\.(tsx?|jsx?)$/;

export interface SourceText {
  /** How the file is named in reports (a path relative to the checked folder). */
  name: string;
  text: string;
}

interface Significant {
  /** 1-based line number in the file. */
  line: number;
  /** The line as compared: trimmed, white space folded. */
  key: string;
}

export interface SharedRun {
  a: { name: string; from: number; to: number };
  b: { name: string; from: number; to: number };
  /** Significant lines shared, in a row. */
  length: number;
  /** The shared lines as they stand in `a`. */
  lines: string[];
}

/** A line that carries nothing of its own: only brackets, commas, semicolons and JSX closers. */
const PUNCTUATION_ONLY = /^[\s{}()[\];,<>/]*$/;

/** The lines of a file that count, with their line numbers. */
export function significantLines(text: string): Significant[] {
  const out: Significant[] = [];
  const lines = text.split(/\r?\n/);
  let inBlockComment = false;
  let inImport = false;
  lines.forEach((raw, index) => {
    let line = raw.trim();
    if (inBlockComment) {
      const end = line.indexOf('*/');
      if (end === -1) return;
      inBlockComment = false;
      line = line.slice(end + 2).trim();
    }
    if (line.startsWith('/*')) {
      const end = line.indexOf('*/', 2);
      if (end === -1) {
        inBlockComment = true;
        return;
      }
      line = line.slice(end + 2).trim();
    }
    if (line.startsWith('//')) return;
    if (inImport) {
      // A multi-line import ends at its `from '…'` (or at a bare side-effect import's string).
      if (/\bfrom\s+['"]/.test(line) || /^['"][^'"]+['"];?$/.test(line)) inImport = false;
      return;
    }
    if (/^import\b/.test(line)) {
      if (!/\bfrom\s+['"]|^import\s+['"]/.test(line)) inImport = true;
      return;
    }
    if (PUNCTUATION_ONLY.test(line)) return;
    out.push({ line: index + 1, key: line.replace(/\s+/g, ' ') });
  });
  return out;
}

/**
 * Every run of more than `maxShared` significant lines that two different files have in common,
 * longest first. A run is reported once per pair of files, as long as it goes on.
 */
export function findSharedRuns(files: SourceText[], maxShared = MAX_SHARED_LINES): SharedRun[] {
  const window = maxShared + 1;
  const parsed = files.map((file) => ({ ...file, lines: significantLines(file.text) }));
  // Every window of `window` lines, by its text, with where it stands.
  const places = new Map<string, Array<{ file: number; at: number }>>();
  parsed.forEach((file, fileIndex) => {
    for (let at = 0; at + window <= file.lines.length; at += 1) {
      const key = file.lines
        .slice(at, at + window)
        .map((line) => line.key)
        .join('\n');
      const list = places.get(key);
      if (list) list.push({ file: fileIndex, at });
      else places.set(key, [{ file: fileIndex, at }]);
    }
  });
  // Matching windows per pair of files, keyed by their offset (a run keeps its offset).
  const matches = new Map<string, Set<number>>();
  for (const list of places.values()) {
    for (let i = 0; i < list.length; i += 1) {
      for (let j = i + 1; j < list.length; j += 1) {
        const [x, y] = list[i].file < list[j].file ? [list[i], list[j]] : [list[j], list[i]];
        if (x.file === y.file) continue;
        const pairKey = `${x.file}:${y.file}:${y.at - x.at}`;
        const set = matches.get(pairKey) ?? new Set<number>();
        set.add(x.at);
        matches.set(pairKey, set);
      }
    }
  }
  const runs: SharedRun[] = [];
  for (const [pairKey, starts] of matches) {
    const [fa, fb, offset] = pairKey.split(':').map(Number);
    const a = parsed[fa];
    const b = parsed[fb];
    const sorted = [...starts].sort((p, q) => p - q);
    let first = sorted[0];
    let previous = first;
    const close = (start: number, lastWindow: number) => {
      const end = lastWindow + window - 1;
      runs.push({
        a: { name: a.name, from: a.lines[start].line, to: a.lines[end].line },
        b: { name: b.name, from: b.lines[start + offset].line, to: b.lines[end + offset].line },
        length: end - start + 1,
        lines: a.text.split(/\r?\n/).slice(a.lines[start].line - 1, a.lines[end].line),
      });
    };
    for (const at of sorted.slice(1)) {
      if (at !== previous + 1) {
        close(first, previous);
        first = at;
      }
      previous = at;
    }
    close(first, previous);
  }
  return runs.sort(
    (p, q) => q.length - p.length || p.a.name.localeCompare(q.a.name) || p.a.from - q.a.from,
  );
}

/** Every source file under a folder, named relative to it (sorted, `/` separated). */
export function sourceFilesUnder(root: string): SourceText[] {
  const out: SourceText[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        out.push({
          name: path.relative(root, full).split(path.sep).join('/'),
          text: fs.readFileSync(full, 'utf8'),
        });
      }
    }
  };
  walk(root);
  return out.sort((p, q) => p.name.localeCompare(q.name));
}

/** A failure as printed: both places and the shared lines. */
export function describeRun(run: SharedRun, root: string): string {
  const place = (side: SharedRun['a']) => `${path.join(root, side.name)}:${side.from}-${side.to}`;
  return [
    `${place(run.a)} and ${place(run.b)} share ${run.length} lines (more than ${MAX_SHARED_LINES}):`,
    ...run.lines.map((line) => `    ${line}`),
  ].join('\n');
}

function main(): void {
  const root = process.argv[2] ?? path.join('data', 'docs');
  const files = sourceFilesUnder(root);
  const runs = findSharedRuns(files);
  for (const run of runs) console.error(`${describeRun(run, root)}\n`);
  const summary = `${files.length} files, ${runs.length} shared runs of more than ${MAX_SHARED_LINES} lines`;
  if (runs.length > 0) {
    console.error(
      `check-demo-duplicates: ${summary}. Move the shared code or data into a module the demos import.`,
    );
    process.exit(1);
  }
  console.log(`check-demo-duplicates: ${summary}.`);
}

if (require.main === module) main();
