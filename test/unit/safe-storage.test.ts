import { readStorage, writeStorage } from '@/src/theme/safeStorage';

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe('safeStorage with working storage', () => {
  it('writes and reads back', () => {
    writeStorage('mui-mode', 'dark');
    expect(readStorage('mui-mode')).toBe('dark');
  });

  it('returns null for a missing key', () => {
    expect(readStorage('absent')).toBeNull();
  });
});

describe('safeStorage with failing storage', () => {
  it('returns null when getItem throws a SecurityError', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(readStorage('mui-mode')).toBeNull();
  });

  it('does nothing when setItem throws a QuotaExceededError', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(() => writeStorage('mui-mode', 'dark')).not.toThrow();
    expect(setItem).toHaveBeenCalledWith('mui-mode', 'dark');
  });

  it('survives the localStorage property itself throwing', () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    expect(readStorage('mui-mode')).toBeNull();
    expect(() => writeStorage('mui-mode', 'dark')).not.toThrow();
  });

  it('handles a missing localStorage', () => {
    // The DOM typings say localStorage always exists; old or locked-down browsers disagree.
    jest.spyOn(window, 'localStorage', 'get').mockReturnValue(undefined as unknown as Storage);
    expect(readStorage('mui-mode')).toBeNull();
    expect(() => writeStorage('mui-mode', 'dark')).not.toThrow();
  });
});
