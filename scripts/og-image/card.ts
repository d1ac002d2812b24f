// The link preview card of one page as SVG (1200×630): a frame shared by every page (the dark
// brand background, the MUI X mark, the address line) around what makes each page its own: the
// product's colour and icon, the section breadcrumb, the title and the plan badge.
import {
  mdiCalendarClock,
  mdiChartBar,
  mdiCodeBraces,
  mdiFileTree,
  mdiMaterialUi,
  mdiTableLarge,
  mdiViewDashboard,
} from '@mdi/js';
import type { LanguageCode, Plan } from '@/src/navigation/types';
import { brand } from '@/src/theme/docsTheme';
import { OG_IMAGE_HEIGHT as HEIGHT, OG_IMAGE_WIDTH as WIDTH } from '@/src/og/ogImage';
import type { GlyphSet, TextRun, Weight } from './fonts';

/** Which colour and icon a card takes. */
export type CardProduct = 'data-grid' | 'date-pickers' | 'charts' | 'tree-view' | 'x' | 'core';

/** What one card shows. */
export interface CardSpec {
  language: LanguageCode;
  title: string;
  /** Titles of the page's sections in the navigation, outermost first. */
  breadcrumb: string[];
  product: CardProduct;
  /** API reference pages get a code icon in the corner instead of the product's. */
  api: boolean;
  plan?: Plan;
  /** The page's address without the scheme, shown at the foot. */
  address: string;
  /** Version of the documented package, beside the mark. */
  version: string;
}

// Accents chosen to read on the dark background (at least 4.5:1 against primaryDark 900).
const PRODUCTS: Record<CardProduct, { colour: string; icon: string }> = {
  'data-grid': { colour: '#4DA3FF', icon: mdiTableLarge },
  'date-pickers': { colour: '#B69CFF', icon: mdiCalendarClock },
  charts: { colour: '#3CCFB4', icon: mdiChartBar },
  'tree-view': { colour: '#F5B83D', icon: mdiFileTree },
  x: { colour: brand.blue[300], icon: mdiViewDashboard },
  core: { colour: '#6FC3F7', icon: mdiMaterialUi },
};

const PLANS: Record<Plan, { label: string; fill: string; text: string }> = {
  pro: { label: 'PRO', fill: brand.blue[400], text: '#FFFFFF' },
  premium: { label: 'PREMIUM', fill: '#F5C451', text: brand.primaryDark[900] },
};

const MARGIN = 80;
const CONTENT_WIDTH = WIDTH - 2 * MARGIN;
/** Title sizes tried in turn, each with the most lines it may take. */
const TITLE_SIZES: [size: number, lines: number][] = [
  [84, 2],
  [72, 2],
  [64, 3],
  [54, 3],
];

const CJK = '\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef';
const UNITS = new RegExp(`[${CJK}]\\s*|[^\\s${CJK}]+\\s*|\\s+`, 'g');

/**
 * Where a line may break: after a space, or around any CJK character; with `camelCase`, also
 * inside a long API name where a capital starts a word (`DefaultCharts|Axis|Tooltip…`).
 */
function breakUnits(text: string, camelCase: boolean): string[] {
  const units = text.match(UNITS) ?? [];
  return camelCase ? units.flatMap((unit) => unit.split(/(?<=[a-z0-9])(?=[A-Z])/)) : units;
}

/** Greedy line breaking of `text` at `size`; a unit longer than a line stays whole. */
export function wrapText(
  glyphs: GlyphSet,
  text: string,
  size: number,
  weight: Weight,
  width: number,
  camelCase = false,
): string[] {
  const lines: string[] = [];
  let line = '';
  for (const unit of breakUnits(text, camelCase)) {
    const candidate = line + unit;
    if (line && glyphs.layout(candidate.trimEnd(), size, weight).width > width) {
      lines.push(line.trimEnd());
      line = unit.trimStart();
    } else {
      line = candidate;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

/** The text cut with an ellipsis to fit `width`. */
function fit(glyphs: GlyphSet, text: string, size: number, weight: Weight, width: number): TextRun {
  let run = glyphs.layout(text, size, weight);
  let chars = [...text];
  while (run.width > width && chars.length > 1) {
    chars = chars.slice(0, -1);
    run = glyphs.layout(`${chars.join('').trimEnd()}…`, size, weight);
  }
  return run;
}

/**
 * The title in the largest size whose lines all fit, breaking inside API names only when whole
 * words cannot fit; the smallest size cuts what is left with an ellipsis.
 */
export function titleLines(glyphs: GlyphSet, title: string): { size: number; runs: TextRun[] } {
  for (const camelCase of [false, true]) {
    for (const [size, maxLines] of TITLE_SIZES) {
      const runs = wrapText(glyphs, title, size, 700, CONTENT_WIDTH, camelCase).map((line) =>
        glyphs.layout(line, size, 700),
      );
      if (runs.length <= maxLines && runs.every((run) => run.width <= CONTENT_WIDTH)) {
        return { size, runs };
      }
    }
  }
  const [size, maxLines] = TITLE_SIZES[TITLE_SIZES.length - 1];
  const lines = wrapText(glyphs, title, size, 700, CONTENT_WIDTH, true);
  const kept = lines.slice(0, maxLines);
  kept[kept.length - 1] = lines.slice(kept.length - 1).join(' ');
  return { size, runs: kept.map((line) => fit(glyphs, line, size, 700, CONTENT_WIDTH)) };
}

/** The breadcrumb, dropping outer sections (then cutting) until it fits. */
function breadcrumbRun(glyphs: GlyphSet, parts: string[], width: number): TextRun | null {
  for (let start = 0; start < parts.length; start += 1) {
    const text = `${start > 0 ? '… › ' : ''}${parts.slice(start).join(' › ')}`;
    const run = glyphs.layout(text, 32, 500);
    if (run.width <= width) return run;
  }
  return parts.length > 0 ? fit(glyphs, parts[parts.length - 1], 32, 500, width) : null;
}

/** A 24×24 Material Design icon path placed at (x, y) with a side of `size` px. */
function icon(pathData: string, x: number, y: number, size: number, attributes: string): string {
  return `<path transform="translate(${x} ${y}) scale(${size / 24})" d="${pathData}" ${attributes}/>`;
}

/** The card of a page as an SVG document. */
export function cardSvg(spec: CardSpec, glyphs: GlyphSet): string {
  const product = PRODUCTS[spec.product];
  const background = brand.primaryDark[900];
  glyphs.reset();
  const body: string[] = [];

  // Product light in the corner and the product's (or the API's) icon, large and faint.
  body.push(
    `<circle cx="1090" cy="-30" r="360" fill="${product.colour}" fill-opacity="0.16"/>`,
    `<circle cx="1150" cy="560" r="210" fill="${product.colour}" fill-opacity="0.07"/>`,
    icon(
      spec.api ? mdiCodeBraces : product.icon,
      790,
      170,
      340,
      `fill="${product.colour}" fill-opacity="0.12"`,
    ),
  );

  // The mark: product icon on its colour, "MUI X", the version.
  body.push(
    `<rect x="${MARGIN}" y="64" width="64" height="64" rx="14" fill="${product.colour}"/>`,
    icon(product.icon, MARGIN + 14, 78, 36, `fill="${background}"`),
  );
  const name = glyphs.layout(spec.product === 'core' ? 'Material UI' : 'MUI X', 36, 700);
  body.push(glyphs.draw(name, MARGIN + 84, 109, '#FFFFFF'));
  body.push(
    glyphs.draw(
      glyphs.layout(`v${spec.version}`, 26, 400),
      MARGIN + 84 + name.width + 16,
      108,
      brand.grey[400],
    ),
  );

  // Plan badge, right-aligned with the mark.
  if (spec.plan) {
    const plan = PLANS[spec.plan];
    const label = glyphs.layout(plan.label, 24, 700);
    const badgeWidth = label.width + 48;
    const x = WIDTH - MARGIN - badgeWidth;
    body.push(
      `<rect x="${x.toFixed(1)}" y="72" width="${badgeWidth.toFixed(1)}" height="48" rx="24" fill="${plan.fill}"/>`,
      glyphs.draw(label, x + 24, 105, plan.text),
    );
  }

  // Breadcrumb, title (bottom-aligned above the foot so short titles sit low), address.
  const { size, runs } = titleLines(glyphs, spec.title);
  const lineHeight = Math.round(size * 1.15);
  const titleBottom = 500;
  const firstBaseline = titleBottom - lineHeight * (runs.length - 1);
  const crumbs = breadcrumbRun(glyphs, spec.breadcrumb, CONTENT_WIDTH);
  if (crumbs) {
    body.push(glyphs.draw(crumbs, MARGIN, firstBaseline - size - 26, product.colour));
  }
  runs.forEach((run, index) => {
    body.push(glyphs.draw(run, MARGIN, firstBaseline + index * lineHeight, '#FFFFFF'));
  });
  body.push(
    `<rect x="${MARGIN}" y="548" width="${CONTENT_WIDTH}" height="2" fill="${brand.primaryDark[700]}"/>`,
    glyphs.draw(fit(glyphs, spec.address, 26, 400, CONTENT_WIDTH), MARGIN, 592, brand.grey[400]),
    `<rect y="${HEIGHT - 10}" width="${WIDTH}" height="10" fill="${product.colour}"/>`,
  );

  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${glyphs.defs()}<rect width="${WIDTH}" height="${HEIGHT}" fill="${background}"/>${body.join('')}</svg>`;
}
