// "Last updated" of the guide pages: the date of the last commit that changed a file of the page's
// folder (its MDX and its demos), read from git once per process with one `git log` over the
// content folders. Without the history (no .git, git missing, or a shallow clone whose oldest
// commit would claim to have changed every file) no page has a date: none is better than a wrong
// one. Uncommitted edits are not in the log, so they never make a date.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { DOCS_DIR, FIXTURES_DIR } from '../paths';

function git(root: string, args: string[]): string | null {
  try {
    return execFileSync('git', ['-C', root, ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 256 * 1024 * 1024,
    });
  } catch {
    return null;
  }
}

/**
 * The time (ms since the epoch) of the last commit that changed each folder's own files (not its
 * subfolders'), by absolute folder path; empty without a full history.
 * @param pathspecs folders, relative to `root`, whose history is read
 */
export function folderCommitTimes(root: string, pathspecs: readonly string[]): Map<string, number> {
  const times = new Map<string, number>();
  const repository = git(root, ['rev-parse', '--is-shallow-repository', '--show-toplevel']);
  if (repository === null) return times;
  const [shallow, topLevel] = repository.trim().split('\n');
  if (shallow !== 'false' || !topLevel) return times;
  // One record per commit: NUL, committer time, then the files it changed, one per line.
  const log = git(root, [
    '-c',
    'core.quotePath=false',
    'log',
    '--format=%x00%ct',
    '--name-only',
    '--no-renames',
    '--',
    ...pathspecs,
  ]);
  if (log === null) return times;
  for (const record of log.split('\0').slice(1)) {
    const [time, ...files] = record.split('\n');
    const ms = Number(time) * 1000;
    if (!Number.isFinite(ms)) continue;
    for (const file of files) {
      if (!file) continue;
      const folder = path.dirname(path.join(topLevel, file));
      if (ms > (times.get(folder) ?? -Infinity)) times.set(folder, ms);
    }
  }
  return times;
}

/** A time as a W3C date (`2026-11-26`), in UTC so every build machine writes the same. */
export function w3cDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

let projectTimes: Map<string, number> | undefined;

/**
 * The W3C date (UTC) of the last commit that changed the page of an MDX file or a file beside it;
 * null when git does not know it.
 */
export function lastUpdatedOf(markdownFile: string): string | null {
  projectTimes ??= folderCommitTimes(process.cwd(), [DOCS_DIR, FIXTURES_DIR]);
  const time = projectTimes.get(path.dirname(path.resolve(markdownFile)));
  return time === undefined ? null : w3cDate(time);
}
