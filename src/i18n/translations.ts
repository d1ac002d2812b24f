import en from '@/translations/translations.json';
import zh from '@/translations/translations-zh.json';
import { mapTranslationFiles, type TranslationTable } from './translate';

/** Every translation file of the site, keyed by file name so the language comes from the suffix. */
export const translations: Record<string, TranslationTable> = mapTranslationFiles({
  'translations.json': en,
  'translations-zh.json': zh,
});
