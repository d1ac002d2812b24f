// Writes out/sitemap.xml after the export: every page once, with its English and Chinese
// alternates (hreflang) and the x-default, read from the exported HTML files.
import fs from 'node:fs';
import path from 'node:path';
import siteFiles from './site-files.cjs';

const { OUT, htmlFiles, urlOf } = siteFiles;
const origin = (process.env.NEXT_PUBLIC_SITE_ORIGIN || 'https://mui.com').replace(/\/$/, '');

const escape = (value) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const english = htmlFiles()
  .filter((file) => file.endsWith('index.html'))
  .map(urlOf)
  .filter((url) => !url.startsWith('/zh/') && url !== '/zh/' && !url.startsWith('/playground'))
  .filter(
    (url) =>
      !/<meta name="robots" content="noindex"/.test(
        fs.readFileSync(path.join(OUT, url, 'index.html'), 'utf8'),
      ),
  )
  .sort();

const entries = english.map((url) => {
  const zh = url === '/' ? '/zh/' : `/zh${url}`;
  const hasZh = fs.existsSync(path.join(OUT, zh, 'index.html'));
  const alternates = [
    `    <xhtml:link rel="alternate" hreflang="en" href="${escape(origin + url)}"/>`,
    hasZh
      ? `    <xhtml:link rel="alternate" hreflang="zh-Hans" href="${escape(origin + zh)}"/>`
      : null,
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${escape(origin + url)}"/>`,
  ].filter(Boolean);
  const block = (loc) =>
    `  <url>\n    <loc>${escape(origin + loc)}</loc>\n${alternates.join('\n')}\n  </url>`;
  return hasZh ? `${block(url)}\n${block(zh)}` : block(url);
});

const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join('\n')}
</urlset>
`;
fs.writeFileSync(path.join(OUT, 'sitemap.xml'), xml);
console.log(`sitemap.xml: ${english.length} pages and their Chinese twins`);
