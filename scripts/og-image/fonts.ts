// Text of the link preview images, drawn as glyph outlines: the SVG handed to the rasteriser holds
// paths only, so it needs no font and the image holds exactly the glyphs of its text (the Chinese
// font is read in the small per-range files of its npm package, and only the ranges a title uses).
//
// Fonts: IBM Plex Sans (Latin) and Noto Sans SC (Chinese), from @fontsource packages.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import opentype, { type Font, type Glyph } from 'opentype.js';

export type Weight = 400 | 500 | 700;

const FONTSOURCE = path.join(process.cwd(), 'node_modules', '@fontsource');

/** One glyph placed on a line, in pixels from the line's start. */
export interface PlacedGlyph {
  id: string;
  x: number;
  scale: number;
}

/** A line of text measured at a size: its glyphs and its width in pixels. */
export interface TextRun {
  glyphs: PlacedGlyph[];
  width: number;
}

/**
 * The OpenType font inside a WOFF file. Node's zlib inflates the tables: opentype.js's own
 * inflater rejects some of Noto Sans SC's files, and is slower.
 */
export function woffToSfnt(woff: Buffer): ArrayBuffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF file');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < length ? zlib.inflateSync(raw) : raw,
    };
  });
  const padded = (length: number) => (length + 3) & ~3;
  const headerLength = 12 + count * 16;
  const sfnt = Buffer.alloc(
    tables.reduce((total, table) => total + padded(table.data.length), headerLength),
  );
  const searchRange = 2 ** Math.floor(Math.log2(count)) * 16;
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(count, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(Math.floor(Math.log2(count)), 8);
  sfnt.writeUInt16BE(count * 16 - searchRange, 10);
  let offset = headerLength;
  tables.forEach((table, index) => {
    const entry = 12 + index * 16;
    sfnt.writeUInt32BE(table.tag, entry);
    sfnt.writeUInt32BE(table.checksum, entry + 4);
    sfnt.writeUInt32BE(offset, entry + 8);
    sfnt.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt.buffer.slice(sfnt.byteOffset, sfnt.byteOffset + sfnt.byteLength);
}

function readFont(file: string): Font {
  try {
    return opentype.parse(woffToSfnt(fs.readFileSync(file)));
  } catch (error) {
    throw new Error(`${path.relative(process.cwd(), file)}: ${(error as Error).message}`);
  }
}

/** Unicode ranges of a @fontsource package's files (its unicode.json), keyed by file subset. */
function subsetRanges(pkg: string): { subset: string; ranges: [number, number][] }[] {
  const table = JSON.parse(
    fs.readFileSync(path.join(FONTSOURCE, pkg, 'unicode.json'), 'utf8'),
  ) as Record<string, string>;
  return Object.entries(table).map(([key, value]) => ({
    subset: key.replace(/^\[(.*)\]$/, '$1'),
    ranges: value.split(',').map((range) => {
      const [start, end = start] = range.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(start, 16), parseInt(end, 16)] as [number, number];
    }),
  }));
}

interface Family {
  pkg: string;
  /** Subsets tried first, in order (the Latin font's Latin files). */
  preferred?: string[];
}

const LATIN: Family = { pkg: 'ibm-plex-sans', preferred: ['latin', 'latin-ext'] };
const CHINESE: Family = { pkg: 'noto-sans-sc' };

/**
 * Loads font files on first use and turns text into placed glyphs. Glyph outlines are kept once
 * per font file and glyph (`defs()`), and every image refers to them by id.
 */
export class GlyphSet {
  private fonts = new Map<string, Font>();
  private ranges = new Map<string, ReturnType<typeof subsetRanges>>();
  private outlines = new Map<string, string>();
  private used = new Set<string>();

  private font(family: Family, subset: string, weight: Weight): Font {
    const name = `${family.pkg}-${subset}-${weight}-normal.woff`;
    let font = this.fonts.get(name);
    if (!font) {
      font = readFont(path.join(FONTSOURCE, family.pkg, 'files', name));
      this.fonts.set(name, font);
    }
    return font;
  }

  private subsetsFor(family: Family, codePoint: number): string[] {
    let table = this.ranges.get(family.pkg);
    if (!table) {
      table = subsetRanges(family.pkg);
      this.ranges.set(family.pkg, table);
    }
    const matching = table
      .filter(({ ranges }) => ranges.some(([start, end]) => codePoint >= start && codePoint <= end))
      .map(({ subset }) => subset);
    const preferred = family.preferred ?? [];
    return [
      ...preferred.filter((subset) => matching.includes(subset)),
      ...matching.filter((subset) => !preferred.includes(subset)),
    ];
  }

  /** The font file and glyph that draw a character: Latin font first, then the Chinese one. */
  private glyphFor(char: string, weight: Weight): { key: string; font: Font; glyph: Glyph } {
    const codePoint = char.codePointAt(0) ?? 0;
    for (const family of [LATIN, CHINESE]) {
      for (const subset of this.subsetsFor(family, codePoint)) {
        const font = this.font(family, subset, weight);
        if (font.hasChar(char)) {
          return { key: `${family.pkg}-${subset}-${weight}`, font, glyph: font.charToGlyph(char) };
        }
      }
    }
    throw new Error(
      `no font draws "${char}" (U+${codePoint.toString(16).toUpperCase()}); change the text or add a font to scripts/og-image/fonts.ts`,
    );
  }

  /** Places `text` at `size` px; glyphs keep the fonts' advances and kerning. */
  layout(text: string, size: number, weight: Weight): TextRun {
    const glyphs: PlacedGlyph[] = [];
    let x = 0;
    let previous: { key: string; font: Font; glyph: Glyph } | null = null;
    for (const char of text) {
      const found = this.glyphFor(char, weight);
      const scale = size / found.font.unitsPerEm;
      if (previous && previous.key === found.key) {
        x += found.font.getKerningValue(previous.glyph, found.glyph) * scale;
      }
      const id = `${found.key}-${found.glyph.index}`;
      if (!this.outlines.has(id)) {
        // In font units, y pointing down: placed with translate + scale.
        this.outlines.set(id, found.glyph.getPath(0, 0, found.font.unitsPerEm).toPathData(0));
      }
      if (!/^\s$/.test(char)) glyphs.push({ id, x, scale });
      x += (found.glyph.advanceWidth ?? 0) * scale;
      previous = found;
    }
    return { glyphs, width: x };
  }

  /** Marks the glyph outlines a new image will use (`defs()` then returns only those). */
  reset(): void {
    this.used.clear();
  }

  /** SVG elements drawing a run at (x, y baseline); the glyphs go into the next `defs()`. */
  draw(run: TextRun, x: number, y: number, fill: string): string {
    const uses = run.glyphs.map((glyph) => {
      this.used.add(glyph.id);
      const scale = Number(glyph.scale.toFixed(5));
      return `<use href="#${glyph.id}" transform="translate(${(x + glyph.x).toFixed(1)} ${y.toFixed(1)}) scale(${scale})"/>`;
    });
    return `<g fill="${fill}">${uses.join('')}</g>`;
  }

  /** The `<defs>` with the outline of every glyph drawn since the last `reset()`. */
  defs(): string {
    const paths = [...this.used].map((id) => `<path id="${id}" d="${this.outlines.get(id)}"/>`);
    return `<defs>${paths.join('')}</defs>`;
  }
}
