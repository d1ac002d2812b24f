/**
 * Every renamed or removed identifier of test/fixtures/migration-renames.ts that its migration
 * guide names and that is an old name (one no current page or API entry of MUI X uses, as the
 * index records it), searched on the site's real full index (built by
 * scripts/build-search-index.ts before the test files run, as for search-relevance.test.ts) from a page of
 * the guide's product: a section of the guide that names it (in a code span, a table or a code
 * block) is in one of the first three page groups of the dialog, and for at least 98 % of the
 * names among the first three options. A name several guides of the product list may show
 * another guide's entry before. Current names (the new ones) open their API entry and the
 * shipped documentation instead: release notes are not their answer (docs/search.md).
 *
 * Names that read as plain words (`date`, `slots`, `toolbar`) are feature words whose answers are
 * guides; the ranking only treats code-like queries (camelCase, `_`, `$`, `-`, `.`) as
 * identifiers, and so does this test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadIndex, search, type LoadedIndex } from '@/src/search/engine';
import { isHeadFile } from '@/src/search/indexText';
import { flattenGroups, groupByPage, rankedQuery } from '@/src/search/ranking';
import { productOf } from '@/src/search/server/buildDocuments';
import { wholeWords } from '@/src/search/tokenize';
import type { SearchHit, SearchIndexFile } from '@/src/search/types';
import {
  MIGRATION_RENAMES,
  codeTextOf,
  identifiersOf,
  namesIdentifier,
} from '../fixtures/migration-renames';

const docsRoot = path.join(process.cwd(), 'data', 'docs');

/** A guide's sections as written: heading text (without backticks) and the lines under it. */
interface GuideSection {
  heading: string;
  mdx: string;
}

/** Cuts a guide's MDX at its h2–h4 headings outside code fences; the intro has heading ''. */
function guideSections(mdx: string): GuideSection[] {
  const sections: GuideSection[] = [{ heading: '', mdx: '' }];
  let fence: string | null = null;
  for (const line of mdx.replace(/^---\n[\s\S]*?\n---\n/, '').split('\n')) {
    const marker = /^(```|~~~)/.exec(line)?.[1];
    if (marker && (fence === null || fence === marker)) fence = fence === null ? marker : null;
    const heading = fence === null ? /^#{2,4} (.*)$/.exec(line) : null;
    if (heading) sections.push({ heading: heading[1].replace(/`/g, '').trim(), mdx: '' });
    sections[sections.length - 1].mdx += `${line}\n`;
  }
  return sections;
}

function readFullIndex(language: 'en'): LoadedIndex {
  const manifest = fs.readFileSync(
    path.join(process.cwd(), 'src/search/indexFiles.generated.ts'),
    'utf8',
  );
  const json = manifest.slice(manifest.indexOf('= {') + 2).replace(/;\s*$/, '');
  const urls = (JSON.parse(json) as Record<string, string[]>)[language].filter(
    (url) => !isHeadFile(url),
  );
  const text = urls
    .map((url) => fs.readFileSync(path.join(process.cwd(), 'public', url), 'utf8'))
    .join('');
  return loadIndex(JSON.parse(text) as SearchIndexFile);
}

let index: LoadedIndex;

/** Where each name's entry came: position among the options and among the page groups. */
const outcomes: { name: string; pathname: string; option: number; group: number }[] = [];
/** Current names: whether a release note came before the shipped documentation that matched. */
const current: { name: string; releaseFirst: boolean }[] = [];

beforeAll(() => {
  // Built before the test files run (test/unit/jest/globalSetup.ts), or by `npm test` before that.
  index = readFullIndex('en');
});

/** The anchors of a guide's sections, in page order, as the index has them (intro: ''). */
function indexAnchors(pathname: string): { label: string; anchor: string }[] {
  const page = index.pages.findIndex((entry) => entry.pathname === pathname);
  return index.documents
    .filter((document) => document.page === page)
    .map(({ label, anchor }) => ({ label, anchor }));
}

describe.each(Object.entries(MIGRATION_RENAMES))('%s', (pathname, groups) => {
  const sections = guideSections(
    fs.readFileSync(path.join(docsRoot, pathname, 'index.mdx'), 'utf8'),
  );
  const names = identifiersOf(groups).filter(
    (name) =>
      rankedQuery(name).identifier &&
      namesIdentifier(codeTextOf(sections.map((s) => s.mdx).join('')), name),
  );
  /** True when one of the name's words is recorded as an old name by a release section. */
  const isOldName = (name: string) =>
    index.engine.search(name, {
      fields: ['oldNames'],
      combineWith: 'OR',
      prefix: false,
      fuzzy: false,
      tokenize: wholeWords,
    }).length > 0;

  it('has its sections in the index, in page order', () => {
    expect(indexAnchors(pathname).map(({ label }) => label)).toEqual(
      sections.map(({ heading }) => heading),
    );
  });

  it.each(names)(
    'an old name finds its section among the first three, a current name its docs',
    (name) => {
      if (!isOldName(name)) {
        // A current name: shipped documentation that matches it comes before any release note.
        const options = flattenGroups(
          groupByPage(search(index, name, { productId: productOf(pathname) })),
        );
        const shipped = options.findIndex((hit) => hit.pageInfo.area !== 'release');
        expect(options.length).toBeGreaterThan(0);
        current.push({ name, releaseFirst: shipped > 0 });
        return;
      }
      const anchors = indexAnchors(pathname);
      const expected = new Set(
        sections.flatMap((section, position) =>
          namesIdentifier(codeTextOf(section.mdx), name) ? [anchors[position].anchor] : [],
        ),
      );
      const groups = groupByPage(search(index, name, { productId: productOf(pathname) }));
      const isEntry = (hit: SearchHit) =>
        hit.pageInfo.pathname === pathname && expected.has(hit.anchor);
      const option = flattenGroups(groups).findIndex(isEntry);
      const group = groups.findIndex((entry) => entry.hits.some(isEntry));
      outcomes.push({ name, pathname, option, group });
      expect(group).toBeGreaterThanOrEqual(0);
      expect(group).toBeLessThan(3);
    },
  );
});

describe('every guide', () => {
  it('has the entry among the first three options for at least 98 % of the names', () => {
    const misses = outcomes.filter(({ option }) => option < 0 || option > 2);
    const share = 1 - misses.length / outcomes.length;
    console.log(
      `migration renames: ${outcomes.length} names, entry in the first three options for ` +
        `${(share * 100).toFixed(1)} %` +
        misses
          .map(({ name, pathname, option }) => `\n  ${name} (${pathname}): option #${option + 1}`)
          .join(''),
    );
    expect(outcomes.length).toBeGreaterThan(200);
    expect(share).toBeGreaterThanOrEqual(0.98);
  });

  it('opens shipped documentation before release notes for at least 98 % of the current names', () => {
    const releaseFirst = current.filter((outcome) => outcome.releaseFirst);
    console.log(
      `migration renames: ${current.length} current names, a release note first for ` +
        `${releaseFirst.length}${releaseFirst.map(({ name }) => `\n  ${name}`).join('')}`,
    );
    expect(current.length).toBeGreaterThan(100);
    expect(1 - releaseFirst.length / current.length).toBeGreaterThanOrEqual(0.98);
  });
});
