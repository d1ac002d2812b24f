// Which chunks of an export only edited demos load: the chunks behind the live module tables
// (src/live/modules.generated.ts and src/live/modules/*.generated.ts). Every module any demo
// imports has an entry there, and the bundler gives each entry its own chunk group, so the tables
// reach some hundreds of chunks (megabytes) that no page and no demo loads by itself. The service
// worker leaves these out of its precache and keeps the ones a page's demos need when it loads them
// (docs/service-worker.md).
//
// The chunks are read, never changed: a chunk names the chunks it loads on demand by their paths
// (`"static/chunks/<hash>.js"`) and the module index exports `resolveLiveModule`, which is how the
// index is found.
import fs from 'node:fs';
import path from 'node:path';

/** The export name of the live module index, as it stays in the bundled chunk. */
export const LIVE_INDEX_EXPORT = 'resolveLiveModule';

const CHUNK_FOLDER = path.join('_next', 'static', 'chunks');
const CHUNK_PATH = /["'`]static\/chunks\/([\w.-]+\.js)["'`]/g;

export interface LiveModuleChunks {
  /** Chunks (paths under the export, `_next/static/chunks/…`) reached only through the tables. */
  only: string[];
  /** The chunk (or chunks) holding the module index, which stays precached. */
  index: string[];
  /** Every JavaScript chunk of the export. */
  total: number;
}

/**
 * The chunks of `chunks` (file name → text) reached only from the live module index. A chunk the
 * tables load that a page or a demo also loads stays out of the result.
 */
export function liveOnlyChunks(chunks: Map<string, string>): { only: string[]; index: string[] } {
  const references = new Map<string, Set<string>>();
  for (const [name, text] of chunks) {
    const named = new Set<string>();
    for (const match of text.matchAll(CHUNK_PATH)) {
      if (match[1] !== name && chunks.has(match[1])) named.add(match[1]);
    }
    references.set(name, named);
  }
  const index = [...chunks.keys()].filter((name) =>
    chunks.get(name)!.includes(JSON.stringify(LIVE_INDEX_EXPORT)),
  );
  const reach = (start: Iterable<string>): Set<string> => {
    const seen = new Set<string>();
    const queue = [...start];
    while (queue.length > 0) {
      const name = queue.pop()!;
      if (seen.has(name)) continue;
      seen.add(name);
      // The index's own references are the tables: not followed from outside.
      if (index.includes(name)) continue;
      queue.push(...references.get(name)!);
    }
    return seen;
  };
  const behindTables = reach(index.flatMap((name) => [...references.get(name)!]));
  for (const name of index) behindTables.delete(name);
  // Everything else is loaded by pages and demos (or is a page's entry): what it reaches is shared.
  const shared = reach([...chunks.keys()].filter((name) => !behindTables.has(name)));
  return {
    only: [...behindTables].filter((name) => !shared.has(name)).sort(),
    index: index.sort(),
  };
}

/** Reads the chunks of an export and finds the ones only the live module tables load. */
export function findLiveModuleChunks(outDir: string): LiveModuleChunks {
  const folder = path.join(outDir, CHUNK_FOLDER);
  const names = fs.existsSync(folder)
    ? fs.readdirSync(folder).filter((name) => name.endsWith('.js'))
    : [];
  const chunks = new Map(
    names.map((name) => [name, fs.readFileSync(path.join(folder, name), 'utf8')]),
  );
  const { only, index } = liveOnlyChunks(chunks);
  if (index.length === 0) {
    throw new Error(
      `${folder}: no chunk exports "${LIVE_INDEX_EXPORT}" (src/live/modules.generated.ts), so the chunks of the live module tables cannot be told from the others. Was the export built with the live module tables?`,
    );
  }
  const asPath = (name: string) => `${CHUNK_FOLDER.split(path.sep).join('/')}/${name}`;
  return { only: only.map(asPath), index: index.map(asPath), total: names.length };
}
