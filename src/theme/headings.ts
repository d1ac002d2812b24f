/**
 * The docs' heading typography, h1 to h4: the theme's `typography.h1..h4` and the article's static
 * heading rules (`src/styles/articleHeadings.ts`) both take it from here.
 */
export const headingTypography = {
  h1: { fontSize: 'clamp(1.875rem, 1.5rem + 1.2vw, 2.5rem)', fontWeight: 700, lineHeight: 1.2 },
  h2: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 },
  h3: { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.4 },
  // Material UI's own h4 line height, written out so the static rules can read it too.
  h4: { fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.235 },
} as const;

export type HeadingLevel = keyof typeof headingTypography;
