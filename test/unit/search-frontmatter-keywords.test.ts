/** Front matter `keywords`: a list of phrases, or an error the MDX check reports with the file. */
import { frontmatterKeywords } from '@/src/search/server/frontmatterKeywords';

describe('front matter keywords', () => {
  it('reads a list of phrases, trimmed, and nothing when absent', () => {
    expect(frontmatterKeywords([' sticky columns ', 'freeze first column'])).toEqual([
      'sticky columns',
      'freeze first column',
    ]);
    expect(frontmatterKeywords(undefined)).toEqual([]);
    expect(frontmatterKeywords(null)).toEqual([]);
  });

  it('rejects a single string, an empty phrase and a non-string entry, saying which', () => {
    expect(() => frontmatterKeywords('sticky columns')).toThrow(/must be a list of phrases/);
    expect(() => frontmatterKeywords(['sticky columns', '  '])).toThrow(/entry 2 must be/);
    expect(() => frontmatterKeywords(['a', 'b', 42])).toThrow(/entry 3 must be/);
    expect(() => frontmatterKeywords('表格', 'keywordsZh')).toThrow(/`keywordsZh` must be a list/);
  });
});
