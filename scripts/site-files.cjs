// CommonJS so both plain Node scripts and the Playwright tests can load it.
// Helpers over the static export in out/: list pages, read the scripts a page loads, resolve links.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const OUT = path.resolve(__dirname, '..', 'out');

/** Every exported HTML file, as paths relative to out/. */
function htmlFiles(folder = OUT) {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [path.relative(OUT, full)] : [];
  });
}

/** The URL path of an exported HTML file (`x/index.html` → `/x/`). */
function urlOf(file) {
  const posix = file.split(path.sep).join('/');
  if (posix === 'index.html') return '/';
  return posix.endsWith('/index.html') ? `/${posix.slice(0, -'index.html'.length)}` : `/${posix}`;
}

/** The file that serves a URL path, or null. */
function fileForUrl(url) {
  const clean = decodeURIComponent(url.split('#')[0].split('?')[0]);
  const candidates = clean.endsWith('/')
    ? [path.join(OUT, clean, 'index.html')]
    : [path.join(OUT, clean), path.join(OUT, clean, 'index.html'), path.join(OUT, `${clean}.html`)];
  return (
    candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ??
    null
  );
}

/** Gzipped bytes of every script an HTML page references before it is interactive. */
function firstLoadJs(html) {
  const scripts = new Set([...html.matchAll(/\/_next\/static\/[^"']+?\.js/g)].map((m) => m[0]));
  let bytes = 0;
  for (const script of scripts) {
    bytes += zlib.gzipSync(fs.readFileSync(path.join(OUT, script)), { level: 9 }).length;
  }
  return bytes;
}

/** Gzipped bytes of a string. */
function gzipSize(text) {
  return zlib.gzipSync(text, { level: 9 }).length;
}

module.exports = { OUT, htmlFiles, urlOf, fileForUrl, firstLoadJs, gzipSize };
