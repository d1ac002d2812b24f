// Quick check of MDX pages without a full build: front matter, MDX syntax, demo files, internal
// links to pages that exist and, on product pages (a `react-data-grid/`, `react-date-pickers/`,
// `react-charts/` or `react-tree-view/` folder), API names in backticks that the installed packages
// of that product do not have (scripts/api-names.cjs). The migration guides (`migration/`) are left
// out of that check on purpose: they name the removed and renamed identifiers of the old majors.
// On Data Grid guide pages, the first mention in the prose of each root prop and `apiRef` method must
// be a link to its API anchor; on every page, a link to a member anchor of an API page
// (`/x/api/data-grid/data-grid/#prop-rows`) must name a member that page lists
// (scripts/api-links.cjs).
// Usage: node scripts/check-mdx.mjs [files or folders...]
import fs from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { VFile } from 'vfile';
import { matter } from 'vfile-matter';
import apiLinks from './api-links.cjs';
import apiNames from './api-names.cjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const docsRoot = path.join(root, 'data', 'docs');

function walk(target) {
  const stat = fs.statSync(target);
  if (stat.isFile()) return target.endsWith('.mdx') ? [target] : [];
  return fs.readdirSync(target).flatMap((name) => walk(path.join(target, name)));
}

const targets = process.argv.slice(2);
const files = (targets.length ? targets : [docsRoot]).flatMap((target) =>
  walk(path.resolve(target)),
);
const existing = new Set(
  walk(docsRoot).map((file) => `/${path.relative(docsRoot, path.dirname(file))}`),
);
// Generated API reference pages (data/api/<product>/<name>.json, index.json for the product index;
// data/api/material/<name>.json for the core pages under /api-docs/).
const apiRoot = path.join(root, 'data', 'api');
for (const file of fs.existsSync(apiRoot) ? fs.readdirSync(apiRoot, { recursive: true }) : []) {
  const [product, name] = String(file)
    .replace(/\\/g, '/')
    .replace(/\.json$/, '')
    .split('/');
  if (name && product === 'material') existing.add(`/api-docs/${name}`);
  else if (name) existing.add(name === 'index' ? `/x/api/${product}` : `/x/api/${product}/${name}`);
}
existing.add('/');
existing.add('/x');
// Member anchors of the API pages, and where the grid's props and methods are documented.
const anchors = apiLinks.apiAnchors(root);
let gridLinks = null;
let failures = 0;
// Each product's names are loaded once, when the first page of that product is checked.
const namesByProduct = new Map();

for (const file of files) {
  const rel = path.relative(root, file);
  const value = fs.readFileSync(file, 'utf8');
  const vfile = new VFile({ path: file, value });
  try {
    matter(vfile, { strip: true });
    const front = vfile.data.matter ?? {};
    if (typeof front.title !== 'string' || !front.title)
      throw new Error('front matter needs a title');
    if (typeof front.description !== 'string' || !front.description) {
      throw new Error('front matter needs a description');
    }
    await compile(vfile, {
      remarkPlugins: [remarkFrontmatter, remarkGfm],
      outputFormat: 'function-body',
    });
  } catch (error) {
    failures += 1;
    console.error(
      `${rel}:${error.line ?? 1}:${error.column ?? 1}: ${error.reason ?? error.message}`,
    );
    continue;
  }
  for (const match of value.matchAll(/<Demo\s+name="([^"]+)"/g)) {
    if (!fs.existsSync(path.join(path.dirname(file), `${match[1]}.tsx`))) {
      failures += 1;
      console.error(`${rel}: missing demo file ${match[1]}.tsx`);
    }
  }
  const product = apiNames.productOfPage(path.relative(root, file));
  if (product) {
    if (!namesByProduct.has(product)) {
      namesByProduct.set(product, apiNames.loadApiNames(root, product));
    }
    const names = namesByProduct.get(product);
    const dir = path.dirname(file);
    const demos = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.tsx'))
      .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'));
    for (const { line, name } of apiNames.checkPage(value, names, demos)) {
      failures += 1;
      console.error(`${rel}:${line}: \`${name}\` is not a ${names.label} API name in 7.12.0`);
    }
    if (product === 'data-grid') {
      gridLinks ??= apiLinks.gridApiLinks(root);
      for (const mention of apiLinks.unlinkedFirstMentions(value, gridLinks, demos)) {
        failures += 1;
        console.error(
          `${rel}:${mention.line}: first mention of ${mention.code} is not a link: use [${mention.code}](${mention.href})`,
        );
      }
    }
  }
  for (const { line, href } of apiLinks.brokenApiAnchors(value, anchors)) {
    failures += 1;
    console.error(`${rel}:${line}: link to ${href} but that API page has no such member`);
  }
  // A Markdown link goes to a site path, an anchor of the page, or a full URL: anything else (a
  // relative path, a leftover placeholder) would resolve against the page's own URL.
  for (const match of value.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (!/^(?:\/|#|https?:\/\/|mailto:)/.test(match[1])) {
      failures += 1;
      console.error(`${rel}: link to ${match[1]} is neither a site path, an anchor nor a URL`);
    }
  }
  for (const match of value.matchAll(/\]\((\/[^)#\s]*)(#[^)\s]*)?\)/g)) {
    const target = match[1].replace(/\/$/, '') || '/';
    if (!existing.has(target)) {
      failures += 1;
      console.error(`${rel}: link to ${match[1]} but no page exists there`);
    }
  }
}
console.log(`${files.length} MDX files checked, ${failures} problems`);
process.exit(failures ? 1 : 0);
