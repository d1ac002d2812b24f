// Writes out/sitemap.xml after the export: every exported page of the content model once, with its
// English and Chinese alternates (hreflang) and the x-default; pages marked `noindex` in their
// exported HTML are left out. Guide pages carry `<lastmod>`, the date of their last commit
// (src/content/server/lastUpdated.ts). A step of scripts/build.ts.
import fs from 'node:fs';
import path from 'node:path';
import { exportedPathnames } from '@/src/content/server/registry';
import { markdownFileFor } from '@/src/content/server/files';
import { lastUpdatedOf } from '@/src/content/server/lastUpdated';
import { pagePath } from '@/src/markdown/markdownTwin';

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Writes the sitemap into `out`; returns the line the build prints. */
export function buildSitemap(out: string): string {
  const origin = (process.env.NEXT_PUBLIC_SITE_ORIGIN || 'https://mui.com').replace(/\/$/, '');
  const htmlOf = (url: string) => path.join(out, url, 'index.html');
  const pathnameOf = new Map(
    exportedPathnames().map((pathname) => [pagePath(pathname, 'en'), pathname] as const),
  );
  const lastModified = (url: string): string | null => {
    const file = markdownFileFor(pathnameOf.get(url) ?? '');
    return fs.existsSync(file) ? lastUpdatedOf(file) : null;
  };
  const english = [...pathnameOf.keys()]
    .filter((url) => fs.existsSync(htmlOf(url)))
    .filter(
      (url) => !/<meta name="robots" content="noindex"/.test(fs.readFileSync(htmlOf(url), 'utf8')),
    )
    .sort();

  const entries = english.map((url) => {
    const zh = url === '/' ? '/zh/' : `/zh${url}`;
    const hasZh = fs.existsSync(htmlOf(zh));
    const alternates = [
      `    <xhtml:link rel="alternate" hreflang="en" href="${escape(origin + url)}"/>`,
      hasZh
        ? `    <xhtml:link rel="alternate" hreflang="zh-Hans" href="${escape(origin + zh)}"/>`
        : null,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escape(origin + url)}"/>`,
    ].filter(Boolean);
    const modified = lastModified(url);
    const lastmod = modified ? `\n    <lastmod>${modified}</lastmod>` : '';
    const block = (loc: string) =>
      `  <url>\n    <loc>${escape(origin + loc)}</loc>${lastmod}\n${alternates.join('\n')}\n  </url>`;
    return hasZh ? `${block(url)}\n${block(zh)}` : block(url);
  });

  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join('\n')}
</urlset>
`;
  fs.writeFileSync(path.join(out, 'sitemap.xml'), xml);
  const dated = english.filter((url) => lastModified(url) !== null).length;
  return `sitemap.xml: ${english.length} pages and their Chinese twins (${dated} with lastmod)`;
}
