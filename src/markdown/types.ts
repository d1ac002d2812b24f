/** One entry of a page's table of contents (h2 and h3). */
export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

/** One variant (TypeScript or JavaScript) of a demo's source, as prepared at build time. */
export interface DemoSourceVariant {
  /** The plain code: what Copy and the sandboxes take. */
  code: string;
  /** The same code highlighted to HTML (no highlighter runs in the browser). */
  html: string;
}

/**
 * A demo's source in both variants: a static JSON file with a content hash in its name, kept out of
 * the page data and fetched when the demo itself starts loading (`src/markdown/demoSourceFile.ts`).
 */
export interface DemoSourceFile {
  ts: DemoSourceVariant;
  js: DemoSourceVariant;
  /**
   * The modules the demo imports by a relative path (`./shipments`, `../restaurants`): data shared
   * by demos. They travel with the demo into sandboxes, at the same paths from it.
   */
  modules?: DemoModuleFile[];
}

/** A module a demo imports, in both variants (plain code only). */
export interface DemoModuleFile {
  /**
   * Its path from the demo's folder in the TypeScript variant (`shipments.ts`,
   * `../restaurants.ts`) and in the JavaScript one.
   */
  ts: { name: string; code: string };
  js: { name: string; code: string };
}

/** Everything a page needs to show a demo besides its lazily loaded component and its source. */
export interface DemoSource {
  /** Key in the demo index: `<page folder>/<DemoName>` relative to `data/docs`. */
  id: string;
  name: string;
  /**
   * Its height in px at each of `DEMO_WIDTHS` (`src/markdown/demoHeights.ts`), as measured into
   * `data/demo-heights.json`; null until it is measured.
   */
  heights: number[] | null;
  /** URL of the demo's `DemoSourceFile`. */
  sourceUrl: string;
  /** Lines of each variant, so the code frame keeps the code's height while the file loads. */
  lines: { ts: number; js: number };
  /** Package names the demo and its modules import, used for sandboxes. */
  imports: string[];
}

/** A docs page compiled from MDX at build time. */
export interface CompiledMarkdownPage {
  /** MDX compiled to a function body (no imports); run with the JSX runtime. */
  code: string;
  title: string;
  description: string;
  toc: TocEntry[];
  demos: Record<string, DemoSource>;
  /** Path of the MDX file from the project root, for "Edit this page". */
  sourcePath: string;
}

/**
 * One part of a rendered article. Prose, tables, headings and highlighted code are `html`: HTML
 * rendered once at build time, shown as it is and never hydrated; a demo is a `demo` island.
 */
export type ArticlePart = { kind: 'html'; html: string } | { kind: 'demo'; name: string };

/** A markdown page as a route receives it: the article rendered for the page's language. */
export interface RenderedMarkdownPage extends Omit<CompiledMarkdownPage, 'code'> {
  parts: ArticlePart[];
}
