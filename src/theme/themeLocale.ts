import type { Localization } from '@mui/material/locale';

/**
 * Languages whose component texts are applied to the theme: only English, Chinese and Portuguese,
 * although the packages ship about 30 locales.
 */
export const THEME_LOCALE_LANGUAGES = ['en', 'zh', 'pt'] as const;

/**
 * The component locale of a language, or null for English (the components' own defaults) and for
 * languages not applied. Loaded on demand: the locale module holds every language, and English
 * pages should not pay for it.
 */
export async function loadThemeLocale(language: string): Promise<Localization | null> {
  if (language !== 'zh' && language !== 'pt') return null;
  const locales = await import('@mui/material/locale');
  return language === 'zh' ? locales.zhCN : locales.ptBR;
}
