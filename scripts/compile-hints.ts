// Marks the scripts that exported pages load at startup for eager compilation (V8's explicit
// compile hints, https://v8.dev/blog/explicit-compile-hints): a first-line
// `//# allFunctionsCalledOnLoad` comment makes Chromium compile every function of the file on a
// background thread while the file streams in. Without it each function is compiled on the main
// thread the first time it runs, during module evaluation and hydration, which made those the
// longest tasks of a page load. Other browsers ignore the comment. Lazily loaded chunks (demos,
// dialogs) are left alone: most of their code never runs on a given visit.
//
// A step of scripts/build.ts (`npx tsx scripts/build.ts --only compile-hints`): after `next build`,
// before the scripts-after-paint rewrite (which removes the tags read here) and the service worker
// (whose precache list records file contents).
import fs from 'node:fs';
import path from 'node:path';
import { htmlFiles } from './site-files';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The `/_next/static/…js` scripts that any exported page references in its HTML. */
export function startupScripts(out: string): string[] {
  const scripts = new Set<string>();
  for (const file of htmlFiles(out)) {
    const html = fs.readFileSync(path.join(out, file), 'utf8');
    for (const match of html.matchAll(/<script[^>]+src="(\/_next\/static\/[^"]+?\.js)"/g)) {
      scripts.add(match[1]);
    }
  }
  return [...scripts].sort();
}

/** Adds the hint to each startup script that lacks it; returns the scripts it changed. */
export function addCompileHints(out: string): string[] {
  const changed: string[] = [];
  for (const script of startupScripts(out)) {
    const file = path.join(out, script);
    if (!fs.existsSync(file)) continue;
    const source = fs.readFileSync(file, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(file, COMPILE_HINT + source);
    changed.push(script);
  }
  return changed;
}
