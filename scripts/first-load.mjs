// Prints the gzipped size of the JavaScript an exported page loads before it is interactive.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const out = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'out');

/** Gzipped bytes of every script the HTML of `pathname` references. */
export function firstLoadBytes(pathname) {
  const file = path.join(out, pathname, 'index.html');
  const html = fs.readFileSync(fs.existsSync(file) ? file : path.join(out, pathname), 'utf8');
  const scripts = new Set([...html.matchAll(/\/_next\/static\/[^"']+?\.js/g)].map((m) => m[0]));
  let total = 0;
  for (const script of scripts) {
    const body = fs.readFileSync(path.join(out, script));
    total += zlib.gzipSync(body, { level: 9 }).length;
  }
  return { scripts: scripts.size, bytes: total };
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  for (const pathname of process.argv.slice(2)) {
    const { scripts, bytes } = firstLoadBytes(pathname);
    console.log(`${pathname}: ${(bytes / 1024).toFixed(1)} KB gzipped in ${scripts} scripts`);
  }
}
