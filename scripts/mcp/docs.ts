// What the MCP server's tools answer, read from the site's export (or a deployed copy of it): the
// Markdown twins, llms.txt, the search index and the pages' own data. Each method returns the
// Markdown an assistant reads, or throws an Error whose message says what was wrong with the input;
// the server turns it into an error result.
import GithubSlugger from 'github-slugger';
import type { LanguageCode, MuiPage } from '@/src/navigation/types';
import { SPECIAL_PAGES } from '@/src/content/paths';
import { getProductInfoFromUrl } from '@/src/routing';
import { loadIndex, search, type LoadedIndex } from '@/src/search/engine';
import { flattenGroups, groupByPage } from '@/src/search/ranking';
import type { SearchHit, SearchIndexFile } from '@/src/search/types';
import { pageUrlPath, parsePageAddress, twinUrlPath, type PageAddress } from './address';
import { memberExcerpt, memberRows, pageExcerpt, sectionExcerpt } from './excerpt';
import {
  apiNameOf,
  exportedPageProps,
  isApiItemPath,
  parseLlmsTxt,
  type IndexedPage,
  type LlmsIndex,
} from './exportFiles';
import {
  PRODUCT_NAMES,
  productCovers,
  productNamed,
  rankingProduct,
  unknownProductMessage,
  type ProductName,
} from './products';
import { historyMarkdown } from './history';
import type { DocsSource } from './source';
import { closest } from './suggest';

/** The version the answers name when the export does not say (it always does). */
const FALLBACK_VERSION = 'MUI X 7.12.0';

/** Default and largest number of search results. */
export const DEFAULT_RESULTS = 10;
export const MAX_RESULTS = 40;

/** Names the URL paths of a language's full search index (parts in order), or [] if none. */
export type SearchFileFinder = (language: LanguageCode) => Promise<string[]>;

function languageOf(input: string | undefined): LanguageCode {
  const value = (input ?? 'en').trim().toLowerCase();
  if (value === 'en' || value === 'zh') return value;
  throw new Error(`Unknown language "${input}". Use "en" (English) or "zh" (Chinese).`);
}

function productOf(input: string | undefined): ProductName | null {
  if (input === undefined || input.trim() === '') return null;
  const product = productNamed(input);
  if (!product) throw new Error(unknownProductMessage(input));
  return product;
}

const KIND_NAMES: Record<SearchHit['kind'], string> = {
  page: 'page',
  section: 'section',
  prop: 'prop',
  slot: 'slot',
  class: 'CSS class',
  property: 'property',
  method: 'method',
};

/** A search hit as a result line says it: `DataGrid › checkboxSelection`, a heading, a title. */
function hitName(hit: SearchHit): string {
  if (hit.kind === 'page') return hit.pageInfo.title;
  if (hit.kind === 'section') return hit.label;
  const name = hit.kind === 'class' ? `.${hit.label}` : hit.label;
  return hit.component ? `${hit.component} › ${name}` : name;
}

function planLabel(plan: string | null | undefined): string {
  return plan === 'pro' ? 'Pro' : plan === 'premium' ? 'Premium' : '';
}

export class DocsTools {
  /** The search index of each language, with the files it was read from (a rebuild renames them). */
  private indexes = new Map<LanguageCode, { key: string; loaded: Promise<LoadedIndex> }>();

  constructor(
    private readonly source: DocsSource,
    private readonly findSearchFiles: SearchFileFinder,
  ) {}

  /** The llms.txt of a language: the pages, the version and the origin of the export. */
  private async llms(language: LanguageCode): Promise<LlmsIndex> {
    let text: string | null = null;
    try {
      text = await this.source.read(language === 'en' ? '/llms.txt' : '/zh/llms.txt');
    } catch {
      // The check below says what is wrong with the source as a whole.
    }
    if (!text) {
      const problem = await this.source.check();
      throw new Error(
        problem ?? `${this.source.label} has no llms.txt for language "${language}".`,
      );
    }
    return parseLlmsTxt(text);
  }

  private async context(language: LanguageCode) {
    const index = await this.llms(language);
    const english = language === 'en' ? index : await this.llms('en');
    const version = english.version ?? FALLBACK_VERSION;
    const origin = this.source.origin ?? index.origin ?? '';
    const siteUrl = (path: string) => `${origin}${path}`;
    return { index, version, siteUrl };
  }

  /** The full search index of a language, loaded once per set of files. */
  private async searchIndex(language: LanguageCode): Promise<LoadedIndex> {
    const urls = await this.findSearchFiles(language);
    if (urls.length === 0) {
      throw new Error(
        `The search index of ${this.source.label} (language "${language}") was not found. ` +
          (this.source.origin
            ? 'Its file names are read from src/search/indexFiles.generated.ts, which ' +
              '`npx tsx scripts/build-search-index.ts` writes; run it on the commit the site was ' +
              'built from.'
            : 'Build the export with `npm run build`.'),
      );
    }
    const key = urls.join(' ');
    const cached = this.indexes.get(language);
    if (cached?.key === key) return cached.loaded;
    const loaded = Promise.all(urls.map((url) => this.source.read(url))).then((parts) => {
      if (parts.some((part) => part === null)) {
        throw new Error(
          `${this.source.label} does not serve the search index ${urls.join(', ')}` +
            (this.source.origin
              ? ', the files this checkout names: the site was built from other content. Run ' +
                '`npx tsx scripts/build-search-index.ts` on the commit it was built from.'
              : '.'),
        );
      }
      return loadIndex(JSON.parse(parts.join('')) as SearchIndexFile);
    });
    this.indexes.set(language, { key, loaded });
    loaded.catch(() => {
      if (this.indexes.get(language)?.loaded === loaded) this.indexes.delete(language);
    });
    return loaded;
  }

  async searchDocs(args: {
    query: string;
    product?: string;
    language?: string;
    limit?: number;
  }): Promise<string> {
    const query = args.query.trim();
    if (!query) throw new Error('The search query is empty: give a few words or an API name.');
    const language = languageOf(args.language);
    const product = productOf(args.product);
    const limit = Math.min(Math.max(Math.floor(args.limit ?? DEFAULT_RESULTS), 1), MAX_RESULTS);
    const { version, siteUrl } = await this.context(language);
    const loaded = await this.searchIndex(language);
    const hits = flattenGroups(
      groupByPage(search(loaded, query, { productId: rankingProduct(product) })),
    )
      .filter((hit) => !product || productCovers(product, hit.pageInfo.product))
      .slice(0, limit);
    const scope = `${version}, ${language}${product ? `, product ${product}` : ''}`;
    if (hits.length === 0) {
      return `No results for "${query}" in the ${scope} documentation. Try other words, or no product.`;
    }
    const twins = new Map<string, Promise<string | null>>();
    const twinOf = (pathname: string) => {
      let twin = twins.get(pathname);
      if (!twin) {
        twin = this.source.read(twinUrlPath({ pathname, language })).catch(() => null);
        twins.set(pathname, twin);
      }
      return twin;
    };
    const blocks = await Promise.all(
      hits.map(async (hit, position) => {
        const twin = await twinOf(hit.pageInfo.pathname);
        const excerpt = !twin
          ? ''
          : hit.kind === 'page'
            ? pageExcerpt(twin)
            : hit.kind === 'section'
              ? sectionExcerpt(twin, hit.anchor, new GithubSlugger())
              : memberExcerpt(twin, hit.kind, hit.label);
        const badges = [
          planLabel(hit.plan ?? hit.pageInfo.plan),
          hit.since ? `since ${hit.since}` : '',
          hit.deprecated ? `deprecated in ${hit.deprecated}` : '',
        ].filter(Boolean);
        const url = siteUrl(pageUrlPath({ pathname: hit.pageInfo.pathname, language }, hit.anchor));
        const lines = [
          `${position + 1}. ${hitName(hit)} (${KIND_NAMES[hit.kind]})${badges
            .map((badge) => ` [${badge}]`)
            .join('')}`,
          `   Page: ${hit.pageInfo.title} — ${url}`,
        ];
        if (excerpt) lines.push(`   ${excerpt}`);
        return lines.join('\n');
      }),
    );
    return `# Search "${query}" — ${scope}\n\n${blocks.join('\n\n')}\n`;
  }

  /** Close pages of the export to an address that names none. */
  private unknownPage(address: PageAddress, pages: IndexedPage[], version: string): Error {
    const near = closest(address.pathname, pages, 3, (page) => page.pathname);
    const list = near
      .map(
        (page) =>
          `${pageUrlPath({ pathname: page.pathname, language: address.language })} (${page.title})`,
      )
      .join(', ');
    return new Error(
      `Unknown page ${pageUrlPath(address)}: the ${version} documentation has no such page.` +
        (list ? ` Closest pages: ${list}.` : '') +
        ' list_pages shows the navigation; search_docs finds pages by topic.',
    );
  }

  async getPage(args: { path: string }): Promise<string> {
    const input = args.path.trim();
    if (!input)
      throw new Error('The path is empty: give a path such as /x/react-data-grid/sorting/.');
    const address = parsePageAddress(input);
    if (!address) {
      throw new Error(
        `"${input}" is not a path or URL of the site: give one such as /x/react-data-grid/sorting/ ` +
          'or https://mui.com/zh/x/react-data-grid/sorting/.',
      );
    }
    const { index, version, siteUrl } = await this.context(address.language);
    const twin = await this.source.read(twinUrlPath(address));
    if (twin === null && address.pathname in SPECIAL_PAGES) {
      throw new Error(
        `${pageUrlPath(address)} is a page of the ${version} site without a Markdown version ` +
          '(a landing page, or the API changes page built from the API history). list_pages ' +
          "shows the navigation; get_api gives an item's version history.",
      );
    }
    if (twin === null) throw this.unknownPage(address, index.pages, version);
    return `${version} documentation, ${siteUrl(pageUrlPath(address))}\n\n${twin}`;
  }

  async getApi(args: { name: string; member?: string; language?: string }): Promise<string> {
    let input = args.name.trim();
    let member = args.member?.trim() ?? '';
    if (!input)
      throw new Error('The API name is empty: give one such as DataGridPro or GridColDef.');
    // `GridColDef.valueGetter` names a member too.
    const dotted = /^([A-Za-z]\w*)\.(\S+)$/.exec(input);
    if (dotted && !member) [, input, member] = dotted;
    // The path of an API page may name the item too; its /zh/ prefix then gives the language.
    const byPath = input.includes('/') ? parsePageAddress(input) : null;
    const language = args.language ? languageOf(args.language) : (byPath?.language ?? 'en');
    const { index, version, siteUrl } = await this.context(language);
    const apiPages = index.pages.filter((page) => isApiItemPath(page.pathname));
    const page =
      (byPath && apiPages.find((candidate) => candidate.pathname === byPath.pathname)) ||
      apiPages.find((candidate) => apiNameOf(candidate) === input) ||
      apiPages.find((candidate) => apiNameOf(candidate).toLowerCase() === input.toLowerCase());
    if (!page) {
      const names = [...new Set(apiPages.map(apiNameOf))];
      const near = closest(input, names, 3);
      let mentions = '';
      try {
        const loaded = await this.searchIndex(language);
        const pages = groupByPage(search(loaded, input, { productId: null }))
          .filter((group) => group.page.area !== 'api')
          .slice(0, 3)
          .map((group) => pageUrlPath({ pathname: group.page.pathname, language }));
        if (pages.length) mentions = ` Guides that search_docs finds for it: ${pages.join(', ')}.`;
      } catch {
        // The suggestions above are enough when the search index cannot be read.
      }
      throw new Error(
        `Unknown API name "${input}": ${version} has no API page for it. ` +
          `Closest names: ${near.join(', ')}.${mentions}`,
      );
    }
    const address = { pathname: page.pathname, language };
    const url = siteUrl(pageUrlPath(address));
    const [twin, html] = await Promise.all([
      this.source.read(twinUrlPath(address)),
      this.source.read(pageUrlPath(address)),
    ]);
    if (twin === null) throw this.unknownPage(address, index.pages, version);
    const history = html ? (exportedPageProps(html)?.data?.api?.history ?? null) : null;
    const pageLink = (pathname: string, anchor: string) =>
      siteUrl(pageUrlPath({ pathname, language }, anchor));
    const name = apiNameOf(page);
    if (!member) {
      return (
        `${version} API reference of ${name}, ${url}\n\n${twin.trimEnd()}\n\n` +
        `${historyMarkdown(name, history, url, pageLink, version)}\n`
      );
    }
    const rows = memberRows(twin);
    const found =
      rows.get(member.replace(/^\./, '')) ??
      [...rows].find(([key]) => key.toLowerCase() === member.toLowerCase())?.[1];
    if (!found) {
      const near = closest(member, [...rows.keys()], 3);
      throw new Error(
        `${name} has no member "${member}" in ${version}.` +
          (near.length ? ` Closest members: ${near.join(', ')}.` : '') +
          ` get_api { "name": "${name}" } lists them all.`,
      );
    }
    // The page's title, description and addresses, then the member's rows under their sections.
    const firstSection = twin.search(/^## /m);
    const head = (firstSection > 0 ? twin.slice(0, firstSection) : twin).trimEnd();
    const tables = found.map(
      (entry) => `## ${entry.heading}\n\n${[...entry.header, entry.row].join('\n')}`,
    );
    return (
      `${version} API reference of ${name}, member ${found[0].names[0]}, ${url}\n\n` +
      `${head}\n\n${tables.join('\n\n')}\n\n` +
      `${historyMarkdown(name, history, url, pageLink, version, found[0].names)}\n`
    );
  }

  async listPages(args: { product?: string; language?: string }): Promise<string> {
    const language = languageOf(args.language);
    const product = productOf(args.product) ?? 'x';
    const { index, version, siteUrl } = await this.context(language);
    const covered = (pathname: string) =>
      productCovers(product, getProductInfoFromUrl(pathname).productId);
    const first = index.pages.find((page) => covered(page.pathname));
    if (!first) throw new Error(`The ${version} export has no page of the product "${product}".`);
    // Every page carries the navigation of its product family in its data.
    const html = await this.source.read(pageUrlPath({ pathname: first.pathname, language }));
    const nav = html ? exportedPageProps(html)?.nav : undefined;
    if (!nav) {
      throw new Error(
        `${pageUrlPath({ pathname: first.pathname, language })} has no navigation data.`,
      );
    }
    const pagesOf = (entry: MuiPage): string[] =>
      entry.children ? entry.children.flatMap(pagesOf) : [entry.pathname];
    const roots = nav.filter((entry) => pagesOf(entry).some(covered));
    const lines: string[] = [];
    const walk = (entries: MuiPage[], depth: number) => {
      for (const entry of entries) {
        const title = entry.title?.en ?? entry.subheader?.en ?? entry.pathname;
        const flags = [
          planLabel(entry.plan),
          entry.newFeature ? 'new' : '',
          entry.planned ? 'planned' : '',
          entry.unstable ? 'unstable' : '',
        ].filter(Boolean);
        const target = entry.href
          ? entry.href
          : entry.children?.length
            ? ''
            : siteUrl(pageUrlPath({ pathname: entry.pathname, language }));
        lines.push(
          `${'  '.repeat(depth)}- ${title}${flags.map((flag) => ` [${flag}]`).join('')}${
            target ? ` — ${target}` : ''
          }`,
        );
        if (entry.children) walk(entry.children, depth + 1);
      }
    };
    walk(roots, 0);
    const others = PRODUCT_NAMES.filter((name) => name !== product).join(', ');
    return (
      `# Navigation of ${product} — ${version}, ${language}\n\n${lines.join('\n')}\n\n` +
      `Other products: ${others}. get_page reads any of these pages as Markdown.\n`
    );
  }
}
