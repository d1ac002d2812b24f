import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A build cache on disk (node_modules/.cache/<name>) whose entries are keyed by what they were made
 * from: the caller's input (a file's path and text) and the text of the source files that decide
 * how it is made, so an edit to either makes a new entry and a stale one is never read. Turned off
 * with `MDX_CACHE=off`; the folder can be moved with `<NAME>_CACHE_DIR` (e.g. `MDX_CACHE_DIR`).
 */
export interface ContentCache<T> {
  /** The folder of the entries. */
  dir(): string;
  /** The key of an input, or null when the cache is off or its sources are not found. */
  key(...parts: string[]): string | null;
  read(key: string): T | null;
  write(key: string, value: T): void;
}

/**
 * @param name folder name under node_modules/.cache
 * @param sources files (relative to the project root) whose text is part of every key
 */
export function contentCache<T>(name: string, sources: readonly string[]): ContentCache<T> {
  let version: string | null | undefined;
  const sourcesVersion = (): string | null => {
    if (version !== undefined) return version;
    const hash = crypto.createHash('sha256');
    version = null;
    for (const source of sources) {
      const file = path.join(process.cwd(), source);
      if (!fs.existsSync(file)) return version;
      hash.update(source).update(fs.readFileSync(file));
    }
    version = hash.digest('hex');
    return version;
  };
  const dir = () =>
    process.env[`${name.toUpperCase().replace(/-/g, '_')}_CACHE_DIR`] ??
    path.join(process.cwd(), 'node_modules', '.cache', name);
  return {
    dir,
    key(...parts) {
      const current = sourcesVersion();
      if (!current || process.env.MDX_CACHE === 'off') return null;
      const hash = crypto.createHash('sha256').update(current);
      for (const part of parts) hash.update('\0').update(part);
      return hash.digest('hex');
    },
    read(key) {
      try {
        return JSON.parse(fs.readFileSync(path.join(dir(), `${key}.json`), 'utf8')) as T;
      } catch {
        return null;
      }
    },
    write(key, value) {
      fs.mkdirSync(dir(), { recursive: true });
      // Write then rename: build workers making the same entry never read half a file.
      const temporary = path.join(dir(), `${key}.${process.pid}.tmp`);
      fs.writeFileSync(temporary, JSON.stringify(value));
      fs.renameSync(temporary, path.join(dir(), `${key}.json`));
    },
  };
}
