import type { LanguageCode } from '@/src/navigation/types';
import type { ProductId } from '@/src/routing';

/** What a search document points at: a whole page, a heading, or one member of an API page. */
export type SearchKind = 'page' | 'section' | 'prop' | 'slot' | 'class' | 'property' | 'method';

/** Plans shown as badges; the free (community) plan has none. */
export type SearchPlan = 'pro' | 'premium' | null;

/** One exported page, stored once in the index file and referenced by its documents. */
export interface SearchPage {
  /** English canonical pathname without trailing slash, e.g. `/x/api/data-grid/data-grid`. */
  pathname: string;
  /** Navigation title in the index's language. */
  title: string;
  /**
   * Title of the page's navigation parent, in the index's language, when another page of its
   * product has the same title ("Rich Tree View" for one of the two "Selection" pages): results
   * show "Rich Tree View › Selection".
   */
  group?: string;
  product: ProductId;
  plan: SearchPlan;
  /** What kind of page it is: guides are preferred to release notes unless the query asks. */
  area: SearchArea;
  /** Every title of the page, lower-cased (navigation titles of both languages, own title). */
  titles: string[];
  /**
   * The page's search keywords, lower-cased: phrases readers type for it that its titles and
   * headings do not say (front matter `keywords`); full index only.
   */
  keywords?: string[];
  /**
   * The identifiers the page's description names (`createTheme`, `ThemeProvider`), lower-cased:
   * the page is their guide; full index only.
   */
  describes?: string[];
}

/**
 * `guide`: a product's documentation; `api`: an API reference page; `release`: migration guides,
 * what's new and changelogs; `recipes`: collections of recipes for a guide topic; `planned`:
 * roadmaps and pages of features not shipped yet (marked `planned` in the page registry).
 */
export type SearchArea = 'guide' | 'api' | 'release' | 'recipes' | 'planned';

/** The fields of a document kept in the index and handed back with each hit. */
export interface SearchStoredFields {
  kind: SearchKind;
  /** Position of the document's page in {@link SearchIndexFile.pages}. */
  page: number;
  /** Element id on the page (`prop-checkboxSelection`, a heading slug), empty for the page itself. */
  anchor: string;
  /** Heading text or member name (class name for CSS classes), empty for the page itself. */
  label: string;
  /** Component or interface a member belongs to, empty otherwise. */
  component: string;
  /** Plan of the member when it differs from the page's. */
  plan: SearchPlan;
  /** Minor an API member appeared in, when after its item (`7.3`); shown as a badge. */
  since?: string;
  /** Minor that deprecated an API member (`7.11`); shown as a badge. */
  deprecated?: string;
}

/** A document as it is indexed at build time. */
export interface SearchDocument extends SearchStoredFields {
  id: number;
  /** Page titles: the navigation title, plus the English one in other languages. */
  title: string;
  /** Plain body text, trimmed. */
  text: string;
  /**
   * Every inline code span of a release page's section, however long the section (table cells
   * included); full index only.
   */
  keywords?: string;
  /** The added and removed lines of the section's diff blocks; full index only. */
  changes?: string;
  /**
   * The words of {@link keywords} and {@link changes} that no current page of MUI X uses (renamed
   * and removed names); full index only, and not searched directly: it tells an old name from a
   * current one.
   */
  oldNames?: string;
  /**
   * The names of the demos a page or section shows (`SortingInitialState`), which the site shows
   * on each demo's toolbar and source tab; full index only.
   */
  demos?: string;
  /** A page's search keywords, `;`-separated (see {@link SearchPage.keywords}); full index only. */
  aliases?: string;
}

/**
 * The file the browser fetches (possibly in several chunks, concatenated before parsing). The
 * `head` index holds titles, headings and API names only and comes first; the `full` index adds
 * body text and replaces it when it arrives.
 */
export interface SearchIndexFile {
  language: LanguageCode;
  part: 'head' | 'full';
  pages: SearchPage[];
  /** Component and interface names, referenced by position from {@link CompactDocument}. */
  components: string[];
  /** The stored fields of each document, by id (kept out of MiniSearch: they pack smaller). */
  documents: CompactDocument[];
  /**
   * The demos each page or section shows: a document id and its demos' names, space-separated
   * (full index only; the ranking tells a demo named by the query from words found elsewhere).
   */
  demos?: [number, string][];
  /** `MiniSearch#toJSON()` output. */
  index: unknown;
}

/** One ranked result with its page. */
export interface SearchHit extends SearchStoredFields {
  id: number;
  score: number;
  pageInfo: SearchPage;
}

/**
 * Stored fields of one document: kind, page, anchor (empty when it is the usual one for the kind
 * and label), label, component position (-1 for none), plan, then for the API members that have a
 * history only: the minor it appeared in and the minor that deprecated it (empty for none).
 */
export type CompactDocument = [
  SearchKind,
  number,
  string,
  string,
  number,
  SearchPlan,
  string?,
  string?,
];
