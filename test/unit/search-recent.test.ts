import {
  MAX_RECENT,
  RECENT_STORAGE_KEY,
  addRecent,
  readRecent,
  type RecentSearch,
} from '@/src/search/recentSearches';

const entry = (anchor: string): RecentSearch => ({
  pathname: '/x/api/data-grid/data-grid',
  anchor,
  kind: 'prop',
  title: 'DataGrid',
  label: anchor.replace(/^prop-/, ''),
  component: 'DataGrid',
});

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe('recent searches', () => {
  it('keeps the newest first, each result once, at most MAX_RECENT', () => {
    addRecent(entry('prop-a'));
    addRecent(entry('prop-b'));
    addRecent(entry('prop-a'));
    expect(readRecent().map((item) => item.anchor)).toEqual(['prop-a', 'prop-b']);
    for (let index = 0; index < 10; index += 1) addRecent(entry(`prop-${index}`));
    expect(readRecent()).toHaveLength(MAX_RECENT);
    expect(readRecent()[0].anchor).toBe('prop-9');
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"a":1}'],
    ['wrong entries', '[1, null, {"pathname": 3}]'],
  ])('reads %s as no recent searches', (_name, raw) => {
    window.localStorage.setItem(RECENT_STORAGE_KEY, raw);
    expect(readRecent()).toEqual([]);
  });

  it('works without storage when getItem and setItem throw', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(readRecent()).toEqual([]);
    expect(addRecent(entry('prop-a'))).toEqual([entry('prop-a')]);
  });

  it('works when the localStorage property itself throws', () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    expect(() => addRecent(entry('prop-a'))).not.toThrow();
    expect(readRecent()).toEqual([]);
  });
});
