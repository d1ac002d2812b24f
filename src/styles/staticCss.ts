import fs from 'node:fs';
import path from 'node:path';
import { versionFilterCss } from '@/src/api-docs/historyView';
import { historyProducts, readHistory } from '@/src/api-docs/server/pageHistory';
import { demoHeightCss } from '@/src/markdown/demoHeights';
import { articleHeadingsCss } from './articleHeadings';

/**
 * The site's static stylesheets: every `*.css` file of this folder, in file-name order, joined and
 * lightly minified. `pages/_document.tsx` inlines the result in each page's `<head>`, so the frame,
 * the article and the widgets that render without Material UI are styled before any script runs,
 * with no runtime CSS-in-JS to load or hydrate. Colours come from the theme's CSS variables
 * (`--mui-palette-*`), so light, dark and custom palettes apply without re-rendering; sides are
 * logical properties (`inset-inline-start`, `margin-inline-end`...), so right-to-left needs no
 * second stylesheet.
 *
 * Some rules are generated from facts kept in TypeScript. The article's heading rules come from
 * the theme's heading typography (`articleHeadingsCss`) and follow `article.css`, in its place in
 * the cascade; the demos' reserved heights, one rule per measured width (`demoHeightCss`), follow
 * `code.css`. The rules of the API pages' version filter are generated from the minors of the
 * history files (`versionFilterCss`) and appended, so a new minor needs no hand-written rule.
 *
 * Server only: read at export time (and on each request of `next dev`, so edits show on reload).
 */
const STYLES_DIR = path.join(process.cwd(), 'src', 'styles');

/** Removes comments and the whitespace gzip would mostly absorb anyway. */
export function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim();
}

/** Generated rules, each joined right after the stylesheet of the part of the page they style. */
const GENERATED_AFTER: Record<string, () => string> = {
  'article.css': articleHeadingsCss,
  'code.css': demoHeightCss,
};

/** Every minor of the products' history files (`data/api-history`). */
function historyMinors(): string[] {
  return historyProducts().flatMap((product) => readHistory(product)?.minors ?? []);
}

export function readStaticCss(dir: string = STYLES_DIR): string {
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.css'))
    .sort();
  return (
    minifyCss(
      files
        .map(
          (name) =>
            fs.readFileSync(path.join(dir, name), 'utf8') + (GENERATED_AFTER[name]?.() ?? ''),
        )
        .join('\n'),
    ) + versionFilterCss(historyMinors())
  );
}
