/**
 * One tokenizer for the build (indexing) and the browser (queries): Chinese runs are split into
 * words with `Intl.Segmenter`, other text on anything that is not a letter, digit, `_` or `$`.
 * Identifiers also yield their camelCase parts, so `checkboxSelection` matches "checkbox selection".
 */

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const NON_WORD = /[^\p{L}\p{N}_$]+/u;
const CAMEL_BOUNDARY = /(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|_+/;

let segmenter: Intl.Segmenter | null | undefined;

function getSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) {
    segmenter =
      typeof Intl !== 'undefined' && 'Segmenter' in Intl
        ? new Intl.Segmenter('zh', { granularity: 'word' })
        : null;
  }
  return segmenter;
}

/**
 * Readies the Chinese word splitter before the first query needs it: a page's first
 * `Intl.Segmenter` loads its word dictionary, which takes tens of milliseconds on a slow phone.
 * Called while the index downloads, that time is spent waiting for the network anyway.
 */
export function prepareChineseWords(): void {
  const zh = getSegmenter();
  if (zh) Array.from(zh.segment('数据表格'));
}

/**
 * A word that can only be code: camelCase or PascalCase with an inner capital, a capital before a
 * capitalised word (`XGrid`, `HTMLElement`; not a plural such as "URLs"), `_`, `$`.
 */
export function isIdentifierWord(word: string): boolean {
  return /^[A-Za-z_$][\w$]*$/.test(word) && /[a-z0-9][A-Z]|[A-Z]{2}[a-z]{2}|[_$]/.test(word);
}

/** True when the text holds Chinese (or Japanese) characters. */
export function hasCjk(text: string): boolean {
  return CJK.test(text);
}

/** An API that may still change is exported as `unstable_<name>`: it is also found by its name. */
const UNSTABLE = /^unstable_(?=[A-Za-z])/;

function words(text: string): string[] {
  const zh = hasCjk(text) ? getSegmenter() : null;
  if (!zh) {
    return text
      .split(NON_WORD)
      .flatMap((word) => (UNSTABLE.test(word) ? [word, word.replace(UNSTABLE, '')] : [word]));
  }
  const result: string[] = [];
  for (const part of zh.segment(text)) {
    // A segment such as `data-grid` may still hold punctuation: split it like Latin text.
    if (part.isWordLike) result.push(...part.segment.split(NON_WORD));
  }
  return result;
}

/** An identifier's camelCase parts: `DataGrid` → `Data`, `Grid`; a plain word is its one part. */
export function camelCaseParts(word: string): string[] {
  return word.split(CAMEL_BOUNDARY).filter(Boolean);
}

/** Splits text into whole words only: an identifier stays one token, without its camelCase parts. */
export function wholeWords(text: string): string[] {
  return words(text).filter(Boolean);
}

/** Splits text into search tokens (not yet lower-cased: see {@link processTerm}). */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const word of words(text)) {
    if (!word) continue;
    tokens.push(word);
    const parts = camelCaseParts(word);
    if (parts.length > 1) tokens.push(...parts);
  }
  return tokens;
}

const STOP_WORDS = new Set(
  'a an and are as at be by for from if in into is it its of on or the this that to with you your'.split(
    ' ',
  ),
);

/**
 * Words of an English question that carry no subject ("how do I scroll to a specific row"): a
 * query of two other words or more leaves them out. Query side only: the index keeps them.
 */
const QUESTION_WORDS = new Set(
  'how do does can could should would i my me we please specific certain particular'.split(' '),
);

/** A query's terms without its question words, unless fewer than two words would be left. */
export function withoutQuestionWords(terms: readonly string[]): string[] {
  const kept = terms.filter((term) => !QUESTION_WORDS.has(term));
  return kept.length >= 2 ? kept : [...terms];
}

/** True for the short words a query or title may leave out ("the", "of", "to"). */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.toLowerCase());
}

/** Normalises a token; null drops it (stop words, single Latin letters). */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (STOP_WORDS.has(lower)) return null;
  if (lower.length < 2 && !hasCjk(lower) && !/\d/.test(lower)) return null;
  // Plurals meet their singular ("lines" and "line chart", "columns" and "column").
  if (/^[a-z]{4,}s$/.test(lower) && !/(ss|us|is)$/.test(lower)) return lower.slice(0, -1);
  return lower;
}
