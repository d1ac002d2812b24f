import {
  languageFromFilename,
  mapTranslationFiles,
  MISSING_LANGUAGE_TEXT,
  resetTranslationWarnings,
  translate,
} from '@/src/i18n/translate';
import {
  allTranslations as translations,
  pageTranslations,
} from '@/src/i18n/server/allTranslations';

const tables = mapTranslationFiles({
  'translations.json': { a: { b: 'English B', only: 'Only English' } },
  'translations-zh.json': { a: { b: '中文 B' } },
});

describe('page translations', () => {
  test('English pages get no extra table (English is bundled); Chinese pages get theirs', () => {
    expect(pageTranslations('en')).toBeNull();
    expect(pageTranslations('zh')).toBe(translations.zh);
    expect(pageTranslations('pt')).toBeNull();
  });
});

describe('translation files', () => {
  test.each([
    ['translations.json', 'en'],
    ['translations-zh.json', 'zh'],
    ['translations/translations-pt.json', 'pt'],
  ])('%s is %s', (file, language) => {
    expect(languageFromFilename(file)).toBe(language);
  });

  test('rejects other names', () => {
    expect(() => languageFromFilename('strings-zh.json')).toThrow(/not a translation file/);
  });

  test('the real files map to en and zh and share their keys', () => {
    expect(Object.keys(translations).sort()).toEqual(['en', 'zh']);
    const keys = (table: object, prefix = ''): string[] =>
      Object.entries(table).flatMap(([key, value]) =>
        typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
      );
    expect(keys(translations.zh).sort()).toEqual(keys(translations.en).sort());
  });

  test('the interface string table is present', () => {
    for (const key of [
      'api-docs.props',
      'api-docs.slots',
      'api-docs.cssClasses',
      'api-docs.default',
      'api-docs.type',
      'api-docs.required',
      'api-docs.optional',
      'api-docs.deprecated',
      'api-docs.signature',
      'api-docs.parameters',
      'api-docs.returnValue',
      'settings.light',
      'settings.dark',
      'settings.system',
      'settings.ltr',
      'settings.rtl',
      'settings.color',
      'settings.language',
    ]) {
      expect(translate(translations, 'en', key)).not.toBe(key);
      expect(translate(translations, 'zh', key)).not.toBe(key);
    }
  });
});

describe('translate', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    resetTranslationWarnings();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  test.each([
    ['en', 'a.b', 'English B'],
    ['zh', 'a.b', '中文 B'],
  ])('%s %s → %s', (language, key, expected) => {
    expect(translate(tables, language, key)).toBe(expected);
    expect(warn).not.toHaveBeenCalled();
  });

  test('falls back to English and logs the missing key once', () => {
    expect(translate(tables, 'zh', 'a.only')).toBe('Only English');
    expect(translate(tables, 'zh', 'a.only')).toBe('Only English');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('a.only');
  });

  test('a key missing everywhere returns the key and logs', () => {
    expect(translate(tables, 'en', 'nope.nothing')).toBe('nope.nothing');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  test('a missing language logs and shows an ellipsis', () => {
    expect(translate(tables, 'fr', 'a.b')).toBe(MISSING_LANGUAGE_TEXT);
    expect(MISSING_LANGUAGE_TEXT).toBe('…');
    expect(warn.mock.calls[0][0]).toContain('fr');
  });
});
