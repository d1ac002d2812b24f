// Quick check of MDX pages without a full build: front matter, MDX syntax, demo files (a `<Demo>`
// names a file beside the page, once, and carries no `height`: demos reserve the heights measured
// into data/demo-heights.json by `npm run demos:measure`), internal links to pages that exist
// and, on product pages (a `react-data-grid/`, `react-date-pickers/`,
// `react-charts/` or `react-tree-view/` folder), API names in backticks that the installed packages
// of that product do not have (scripts/api-names.ts). The migration guides (`migration/`) are left
// out of that check on purpose: they name the removed and renamed identifiers of the old majors.
// On Data Grid guide pages, the first mention in the prose of each root prop and `apiRef` method must
// be a link to its API anchor; on every page, a link to a member anchor of an API page
// (`/x/api/data-grid/data-grid/#prop-rows`) must name a member that page lists
// (scripts/api-links.ts).
//
// Pages are compiled with the site's own compile (src/content/server/compile.ts), whose cache the
// build then reuses: in `npm test` this check is where each page is compiled.
//
//   npx tsx scripts/check-mdx.ts [files or folders...]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SPECIAL_PAGES } from '@/src/content/paths';
import {
  DOCS_ROOT,
  apiPathnames,
  markdownPathnames,
  mdxFilesUnder,
} from '@/src/content/server/files';
import { frontmatterKeywords } from '@/src/search/server/frontmatterKeywords';
import * as apiLinks from './api-links';
import * as apiNames from './api-names';

interface Located {
  line?: number | null;
  column?: number | null;
  reason?: string;
  message?: string;
}

/** Checks the MDX files under the targets (data/docs by default); returns the problem count. */
export async function checkMdx(targets: string[], root = process.cwd()): Promise<number> {
  // Loaded as an ES module: the MDX compiler's packages are ESM-only (see docs/architecture.md).
  const { compileCounts, compileMdxFile } = await import('@/src/content/server/compile');
  const files = (targets.length ? targets : [DOCS_ROOT]).flatMap((target) =>
    mdxFilesUnder(path.resolve(target)),
  );
  const existing = new Set([
    ...Object.keys(SPECIAL_PAGES),
    ...markdownPathnames(),
    ...apiPathnames(),
  ]);
  // Member anchors of the API pages, and where the grid's props and methods are documented.
  const anchors = apiLinks.apiAnchors(root);
  let gridLinks: apiLinks.GridApiLinks | null = null;
  let failures = 0;
  // Each product's names are loaded once, when the first page of that product is checked.
  const namesByProduct = new Map<apiNames.Product, apiNames.ApiNames>();

  for (const file of files) {
    const rel = path.relative(root, file);
    const value = fs.readFileSync(file, 'utf8');
    try {
      const { frontmatter } = await compileMdxFile(file);
      if (typeof frontmatter.title !== 'string' || !frontmatter.title) {
        throw new Error('front matter needs a title');
      }
      if (typeof frontmatter.description !== 'string' || !frontmatter.description) {
        throw new Error('front matter needs a description');
      }
      frontmatterKeywords(frontmatter.keywords);
      frontmatterKeywords(frontmatter.keywordsZh, 'keywordsZh');
    } catch (error) {
      failures += 1;
      const located = error as Located;
      console.error(
        `${rel}:${located.line ?? 1}:${located.column ?? 1}: ${located.reason ?? located.message}`,
      );
      continue;
    }
    const product = apiNames.productOfPage(path.relative(root, file));
    if (product) {
      let names = namesByProduct.get(product);
      if (!names) {
        names = apiNames.loadApiNames(root, product);
        namesByProduct.set(product, names);
      }
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
  const { compiled, reused } = compileCounts();
  console.log(
    `${files.length} MDX files checked (${compiled} compiled, ${reused} from the compile cache), ${failures} problems`,
  );
  return failures;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  checkMdx(process.argv.slice(2)).then(
    (failures) => process.exit(failures ? 1 : 0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
