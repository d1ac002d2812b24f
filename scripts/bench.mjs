// Reports page weight and build cost of the static export against fixed budgets.
// Usage: npm run bench (builds first unless --no-build is given).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import siteFiles from './site-files.cjs';
import budgets from './budgets.cjs';

const { OUT, firstLoadJs, gzipSize, htmlFiles } = siteFiles;
const { BUDGETS } = budgets;

let buildSeconds = null;
if (!process.argv.includes('--no-build')) {
  const started = Date.now();
  execSync('npm run build', {
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  buildSeconds = (Date.now() - started) / 1000;
}

const rows = [];
for (const [label, { page, maxFirstLoadKb, maxHtmlKb }] of Object.entries(BUDGETS)) {
  const file = path.join(OUT, page);
  if (!fs.existsSync(file)) {
    rows.push({ label, page, missing: true });
    continue;
  }
  const html = fs.readFileSync(file, 'utf8');
  rows.push({
    label,
    page,
    firstLoadKb: firstLoadJs(html) / 1024,
    htmlKb: gzipSize(html) / 1024,
    maxFirstLoadKb,
    maxHtmlKb,
  });
}

const pages = htmlFiles();
const totalHtml = pages.reduce((sum, file) => sum + fs.statSync(path.join(OUT, file)).size, 0);
console.log('page type          first-load JS (gz)      HTML (gz)');
let over = 0;
for (const row of rows) {
  if (row.missing) {
    console.log(`${row.label.padEnd(18)} missing: ${row.page}`);
    over += 1;
    continue;
  }
  const js = `${row.firstLoadKb.toFixed(1)} / ${row.maxFirstLoadKb} KB`;
  const html = `${row.htmlKb.toFixed(1)} / ${row.maxHtmlKb} KB`;
  const flag =
    row.firstLoadKb > row.maxFirstLoadKb || row.htmlKb > row.maxHtmlKb ? '  OVER BUDGET' : '';
  if (flag) over += 1;
  console.log(`${row.label.padEnd(18)} ${js.padEnd(23)} ${html}${flag}`);
}
console.log(
  `pages exported: ${pages.length}, HTML total ${(totalHtml / 1024 / 1024).toFixed(1)} MB`,
);
if (buildSeconds !== null) console.log(`build time: ${buildSeconds.toFixed(0)} s`);
process.exit(over ? 1 : 0);
