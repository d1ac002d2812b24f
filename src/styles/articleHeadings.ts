import { headingTypography, type HeadingLevel } from '@/src/theme/headings';

/**
 * What the article adds to the theme's heading typography: its margins, and for the levels the
 * table of contents and the anchors link to, where a jump stops (below the 60 px sticky app bar).
 */
const ARTICLE_HEADINGS: Record<HeadingLevel, { margin: string; scrollMarginTop?: string }> = {
  h1: { margin: '0 0 12px' },
  h2: { margin: '40px 0 12px', scrollMarginTop: '84px' },
  h3: { margin: '32px 0 8px', scrollMarginTop: '84px' },
  h4: { margin: '24px 0 8px', scrollMarginTop: '84px' },
};

/**
 * The article's h1 to h4 rules: the theme's font weight, size and line height plus the article's
 * spacing. Like the article's other element rules they stop at a demo's stage (a demo's headings
 * look as Material UI styles them); the exclusion sits in :where(), so each rule keeps the
 * specificity of `.docs-article h2` (0,1,1).
 */
export function articleHeadingsCss(): string {
  return Object.entries(ARTICLE_HEADINGS)
    .map(([level, { margin, scrollMarginTop }]) => {
      const { fontWeight, fontSize, lineHeight } = headingTypography[level as HeadingLevel];
      const declarations = [
        `font-weight:${fontWeight}`,
        `font-size:${fontSize}`,
        `line-height:${lineHeight}`,
        `margin:${margin}`,
        ...(scrollMarginTop ? [`scroll-margin-top:${scrollMarginTop}`] : []),
      ];
      return `.docs-article ${level}:where(:not(.demo-stage *)){${declarations.join(';')}}`;
    })
    .join('');
}
