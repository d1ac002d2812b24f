// Marks the scripts that exported pages load at startup for eager compilation (V8's explicit
// compile hints, https://v8.dev/blog/explicit-compile-hints): a first-line
// `//# allFunctionsCalledOnLoad` comment makes Chromium compile every function of the file on a
// background thread while the file streams in. Without it each function is compiled on the main
// thread the first time it runs, during module evaluation and hydration, which made those the
// longest tasks of a page load. Other browsers ignore the comment. Lazily loaded chunks (demos,
// dialogs) are left alone: most of their code never runs on a given visit.
//
// Usage: node scripts/compile-hints.cjs [out]   (run after `next build`, before the service worker
// is built, since its precache list records file contents)
const fs = require('node:fs');
const path = require('node:path');
const { htmlFiles } = require('./site-files.cjs');

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The `/_next/static/…js` scripts that any exported page references in its HTML. */
function startupScripts(out) {
  const scripts = new Set();
  for (const file of htmlFiles(out)) {
    const html = fs.readFileSync(path.join(out, file), 'utf8');
    for (const match of html.matchAll(/<script[^>]+src="(\/_next\/static\/[^"]+?\.js)"/g)) {
      scripts.add(match[1]);
    }
  }
  return [...scripts].sort();
}

/** Adds the hint to each startup script that lacks it; returns the scripts it changed. */
function addCompileHints(out) {
  const changed = [];
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

module.exports = { COMPILE_HINT, startupScripts, addCompileHints };

if (require.main === module) {
  const out = path.resolve(process.argv[2] ?? 'out');
  const changed = addCompileHints(out);
  console.log(`compile-hints: ${changed.length} startup scripts marked for eager compilation`);
}
