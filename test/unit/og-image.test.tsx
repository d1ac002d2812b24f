/** @jest-environment node */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PageHead } from '@/src/layout/PageHead';
import { GENERIC_OG_IMAGE, ogImagePath } from '@/src/og/ogImage';
import { cardSpec } from '@/scripts/og-image/pages';
import { GlyphSet, woffToSfnt } from '@/scripts/og-image/fonts';
import { titleLines, wrapText } from '@/scripts/og-image/card';
import { renderCard } from '@/scripts/og-image/build';

// next/head only collects its children inside a Next.js document; here it renders them in place.
jest.mock('next/head', () => ({
  __esModule: true,
  default: ({ children }: { children: React.ReactNode }) => <>{children}</>,
}));

/** Width and height from a PNG's IHDR chunk; throws on anything else. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('image paths', () => {
  test('mirror the page URL under /static/og/, with the language prefix', () => {
    expect(ogImagePath('/x/react-data-grid/sorting', 'en')).toBe(
      '/static/og/x/react-data-grid/sorting.png',
    );
    expect(ogImagePath('/x/react-data-grid/sorting', 'zh')).toBe(
      '/static/og/zh/x/react-data-grid/sorting.png',
    );
    expect(ogImagePath('/', 'en')).toBe('/static/og/index.png');
    expect(ogImagePath('/', 'zh')).toBe('/static/og/zh/index.png');
    expect(ogImagePath('/x', 'zh')).toBe('/static/og/zh/x.png');
    expect(GENERIC_OG_IMAGE).toBe('/static/og/default.png');
  });
});

describe('PageHead', () => {
  test('points the Open Graph and Twitter card tags at the page’s image, absolute', () => {
    const html = renderToStaticMarkup(
      <PageHead
        title="Sorting - MUI X"
        description="Sort rows."
        pathname="/x/react-data-grid/sorting"
        language="zh"
      />,
    );
    const meta = (attribute: string, name: string) =>
      new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"/>`).exec(html)?.[1];
    const image = 'https://mui.com/static/og/zh/x/react-data-grid/sorting.png';
    expect(meta('property', 'og:image')).toBe(image);
    expect(meta('property', 'og:image:width')).toBe('1200');
    expect(meta('property', 'og:image:height')).toBe('630');
    expect(meta('property', 'og:image:alt')).toBe('Sorting - MUI X');
    expect(meta('name', 'twitter:card')).toBe('summary_large_image');
    expect(meta('name', 'twitter:image')).toBe(image);
    expect(meta('name', 'twitter:image:alt')).toBe('Sorting - MUI X');
  });
});

describe('card content', () => {
  test('comes from the page registry: title and sections in the language, product and plan', () => {
    expect(cardSpec('/x/react-data-grid/row-grouping', 'zh')).toEqual({
      language: 'zh',
      title: '行分组',
      breadcrumb: ['数据表格', '分组与透视'],
      product: 'data-grid',
      api: false,
      plan: 'premium',
      address: 'mui.com/zh/x/react-data-grid/row-grouping/',
      version: '7.12.0',
    });
    expect(cardSpec('/api-docs/autocomplete', 'en')).toMatchObject({
      product: 'core',
      api: true,
      version: JSON.parse(fs.readFileSync('node_modules/@mui/material/package.json', 'utf8'))
        .version,
    });
    const pinning = cardSpec('/x/react-data-grid/column-pinning', 'en');
    expect(pinning).toMatchObject({ title: 'Column pinning', plan: 'pro' });
    expect(cardSpec('/x/react-date-pickers/date-picker', 'en')).not.toHaveProperty('plan');
    expect(cardSpec('/x/api/charts/bar-chart', 'en')).toMatchObject({
      product: 'charts',
      api: true,
    });
  });
});

describe('card drawing', () => {
  const glyphs = new GlyphSet();

  test('a title wraps at spaces in English and between characters in Chinese', () => {
    const english = wrapText(
      glyphs,
      'Server-side data source with lazy loading and caching',
      84,
      700,
      1040,
    );
    expect(english.length).toBeGreaterThan(1);
    expect(english.join(' ')).toBe('Server-side data source with lazy loading and caching');
    for (const line of english)
      expect(glyphs.layout(line, 84, 700).width).toBeLessThanOrEqual(1040);
    const chinese = wrapText(
      glyphs,
      '日期和时间选择器的本地化与自定义格式说明以及更多内容',
      84,
      700,
      700,
    );
    expect(chinese.length).toBeGreaterThan(1);
    expect(chinese.join('')).toBe('日期和时间选择器的本地化与自定义格式说明以及更多内容');
  });

  test('a title always fits the card: long API names break where a word starts', () => {
    for (const title of [
      'DefaultChartsAxisTooltipContent',
      'GridPremiumToolbarQuickFilterAggregationFunctionMenuItemProps',
      'Migration from lab to v5 (Date and Time Pickers)',
    ]) {
      const { runs } = titleLines(glyphs, title);
      expect(runs.length).toBeLessThanOrEqual(3);
      for (const run of runs) expect(run.width).toBeLessThanOrEqual(1040);
    }
    const name = 'DefaultChartsAxisTooltipContent';
    expect(titleLines(glyphs, name).runs.length).toBe(1);
    // Whole words first: a name that fits on a line is not broken.
    expect(wrapText(glyphs, name, 84, 700, 1040, true).join('')).toBe(name);
  });

  test('every card is a 1200×630 PNG, and pages differ', () => {
    const pages: [string, 'en' | 'zh'][] = [
      ['/x/react-data-grid/sorting', 'en'],
      ['/x/react-data-grid/sorting', 'zh'],
      ['/x/react-data-grid/row-grouping', 'en'],
      ['/x/api/data-grid/data-grid-pro', 'en'],
      ['/x/react-charts/bars', 'zh'],
    ];
    const hashes = pages.map(([pathname, language]) => {
      const png = renderCard(cardSpec(pathname, language), glyphs);
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
      return crypto.createHash('sha256').update(png).digest('hex');
    });
    expect(new Set(hashes).size).toBe(pages.length);
  });

  test('the same card is drawn byte for byte the same', () => {
    const spec = cardSpec('/x/react-tree-view', 'zh');
    expect(renderCard(spec, glyphs).equals(renderCard(spec, new GlyphSet()))).toBe(true);
  });

  test('a character no font draws is an error naming it', () => {
    expect(() => glyphs.layout('Grid \u{1F9EA}', 40, 700)).toThrow(/no font draws .*U\+1F9EA/);
  });

  test('WOFF files are unpacked to the font they hold', () => {
    const woff = fs.readFileSync(
      path.join('node_modules/@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-700-normal.woff'),
    );
    const sfnt = Buffer.from(woffToSfnt(woff));
    // The flavour of the WOFF header is the first field of the font.
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(sfnt.readUInt16BE(4)).toBe(woff.readUInt16BE(12));
    expect(() => woffToSfnt(Buffer.from('not a font'))).toThrow('not a WOFF file');
  });
});
