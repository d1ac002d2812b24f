// Writes the link preview image of every exported page (`out/static/og/…`, see src/og/ogImage.ts)
// after the export. A step of scripts/build.ts:
//
//   npx tsx scripts/build.ts --only og-images
//
// Each card is an SVG of paths (scripts/og-image/card.ts) rasterised to PNG by resvg (Rust, through
// its prebuilt Node binding; no browser). A PNG is kept in the build's content-keyed cache
// (node_modules/.cache/og-images, keyed on what the card shows and the code and fonts that draw
// it), so a rebuild renders only the cards whose page title, sections or plan changed.
import fs from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { contentCache } from '@/src/content/server/contentCache';
import { cardSvg, type CardSpec } from './card';
import { GlyphSet } from './fonts';
import { cardJobs } from './pages';

/** What a card's look depends on besides its own text: a change to any of them redraws all. */
const SOURCES = [
  'scripts/og-image/build.ts',
  'scripts/og-image/card.ts',
  'scripts/og-image/fonts.ts',
  'src/og/ogImage.ts',
  'src/theme/docsTheme.ts',
  'node_modules/@fontsource/ibm-plex-sans/package.json',
  'node_modules/@fontsource/noto-sans-sc/package.json',
  'node_modules/@resvg/resvg-js/package.json',
  'node_modules/opentype.js/package.json',
  'node_modules/@mdi/js/package.json',
];

/** The PNG of one card. */
export function renderCard(spec: CardSpec, glyphs: GlyphSet): Buffer {
  const svg = cardSvg(spec, glyphs);
  // No system fonts: the text is already outlines, and scanning the system's fonts costs more
  // than drawing the image.
  const resvg = new Resvg(svg, { font: { loadSystemFonts: false }, fitTo: { mode: 'original' } });
  return resvg.render().asPng();
}

function writeFile(file: string, data: Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
}

/** Writes every card into `out`; returns the line the build prints. */
export function buildOgImages(out: string): string {
  const cache = contentCache<never>('og-images', SOURCES);
  const glyphs = new GlyphSet();
  const cpuStart = process.cpuUsage();
  let rendered = 0;
  const jobs = cardJobs();
  for (const { url, spec } of jobs) {
    const target = path.join(out, ...url.split('/').filter(Boolean));
    const key = cache.key(JSON.stringify(spec));
    const cached = key ? path.join(cache.dir(), `${key}.png`) : null;
    if (cached && fs.existsSync(cached)) {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(cached, target);
      continue;
    }
    let png: Buffer;
    try {
      png = renderCard(spec, glyphs);
    } catch (error) {
      throw new Error(`link preview image ${url}: ${(error as Error).message}`);
    }
    rendered += 1;
    writeFile(target, png);
    if (cached) {
      // Write then rename, as the other cache entries: a stopped build leaves no half file.
      const temporary = `${cached}.${process.pid}.tmp`;
      writeFile(temporary, png);
      fs.renameSync(temporary, cached);
    }
  }
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = ((cpu.user + cpu.system) / 1e6).toFixed(1);
  return `og images: ${jobs.length} (${rendered} drawn, ${jobs.length - rendered} from the cache), ${cpuSeconds} s CPU`;
}
