// Build time only (getStaticProps, tests): every translation file of the site.
import en from '@/translations/translations.json';
import zh from '@/translations/translations-zh.json';
import { mapTranslationFiles, type TranslationTable } from '../translate';

/** Every translation file, keyed by language from the file name's suffix. */
export const allTranslations: Record<string, TranslationTable> = mapTranslationFiles({
  'translations.json': en,
  'translations-zh.json': zh,
});

/** The table a page in `language` needs besides the bundled English one; null for English. */
export function pageTranslations(language: string): TranslationTable | null {
  return language === 'en' ? null : (allTranslations[language] ?? null);
}
