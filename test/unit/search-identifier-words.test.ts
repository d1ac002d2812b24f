import { isIdentifierWord } from '@/src/search/tokenize';

describe('words that can only be code', () => {
  it('reads camelCase, inner capitals, a capital before a capitalised word, _ and $ as code', () => {
    for (const word of [
      'rowSelectionModel',
      'DataGridPro',
      'XGrid',
      'HTMLElement',
      'unstable_x',
      '$mode',
    ]) {
      expect(isIdentifierWord(word)).toBe(true);
    }
  });

  it('leaves words, capitalised words and plurals of acronyms to prose', () => {
    for (const word of ['grid', 'Grid', 'CSV', 'URLs', 'IDs', 'APIs', 'v7']) {
      expect(isIdentifierWord(word)).toBe(false);
    }
  });
});
