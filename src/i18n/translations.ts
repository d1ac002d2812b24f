import en from '@/translations/translations.json';
import type { TranslationTable } from './translate';

/**
 * The translation tables the browser holds, by language. English is bundled: it is the fallback of
 * every lookup. Another language's table arrives as page data of the pages in that language
 * (`pageTranslations` in `server/`), so a reader downloads only the strings of their language.
 */
export const translations: Record<string, TranslationTable> = { en };

/** Makes a language's table available to `t()`; called with a page's data before it renders. */
export function addTranslations(language: string, table: TranslationTable): void {
  translations[language] = table;
}
