import type { LanguageCode } from '@/src/navigation/types';

/** A nested table of interface strings, looked up with dotted keys. */
export interface TranslationTable {
  [key: string]: string | TranslationTable;
}

/** What a missing translation renders when the whole language is absent. */
export const MISSING_LANGUAGE_TEXT = '…';

/**
 * Reads the language of a translation file from its name: `translations-zh.json` is Chinese,
 * `translations.json` (no suffix) is English.
 */
export function languageFromFilename(filename: string): string {
  const match = /^translations(?:-([a-z]{2}))?\.json$/.exec(filename.split('/').pop() ?? '');
  if (!match) {
    throw new Error(`"${filename}" is not a translation file (expected translations[-xx].json)`);
  }
  return match[1] ?? 'en';
}

/** Builds the language → table map from translation files keyed by their file names. */
export function mapTranslationFiles(
  files: Record<string, TranslationTable>,
): Record<string, TranslationTable> {
  const result: Record<string, TranslationTable> = {};
  for (const [filename, table] of Object.entries(files)) {
    result[languageFromFilename(filename)] = table;
  }
  return result;
}

function lookup(table: TranslationTable | undefined, key: string): string | undefined {
  let node: string | TranslationTable | undefined = table;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') {
      return undefined;
    }
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const warned = new Set<string>();

function warnOnce(message: string): void {
  if (!warned.has(message)) {
    warned.add(message);
    console.warn(message);
  }
}

/** Forgets which warnings were printed; for tests. */
export function resetTranslationWarnings(): void {
  warned.clear();
}

/**
 * Looks up `key` (dotted) in `language`, falling back to English. A missing key is reported once
 * on the console; a missing language is reported and renders an ellipsis.
 */
export function translate(
  translations: Record<string, TranslationTable>,
  language: LanguageCode | string,
  key: string,
): string {
  const table = translations[language];
  if (!table) {
    warnOnce(`Missing language: "${language}".`);
    return MISSING_LANGUAGE_TEXT;
  }
  const value = lookup(table, key);
  if (value !== undefined) {
    return value;
  }
  if (language !== 'en') {
    warnOnce(`Missing translation for "${key}" in "${language}".`);
    const english = lookup(translations.en, key);
    if (english !== undefined) {
      return english;
    }
  }
  warnOnce(`Missing translation for "${key}".`);
  return key;
}
