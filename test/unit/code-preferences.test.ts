import * as React from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import {
  preferenceCookie,
  readCodeStyling,
  readCodeVariant,
  readCookie,
  writeCodeStyling,
  writeCodeVariant,
} from '@/src/code-preferences/cookies';
import {
  CodePreferencesProvider,
  useCodePreferences,
} from '@/src/code-preferences/CodePreferencesProvider';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) {
      document.cookie = `${name}=; path=/; max-age=0`;
    }
  }
}

afterEach(() => {
  jest.restoreAllMocks();
  clearCookies();
});

describe('readCookie', () => {
  it.each<[string, string, string | null]>([
    ['', 'codeVariant', null],
    ['codeVariant=JS', 'codeVariant', 'JS'],
    ['a=1; codeVariant=JS; b=2', 'codeVariant', 'JS'],
    ['xcodeVariant=JS', 'codeVariant', null],
    ['codeStyling=MUI%20System', 'codeStyling', 'MUI System'],
    ['codeVariant', 'codeVariant', null],
    ['codeVariant=%E0%A4%A', 'codeVariant', null],
    // A corrupt escape means absent even when the raw text looks harmless.
    ['codeVariant=JS%', 'codeVariant', null],
    ['codeVariant=%ZZ', 'codeVariant', null],
    // Encoded separators decode to their characters; a raw `=` belongs to the value.
    ['codeVariant=a%3Db%3B%20c', 'codeVariant', 'a=b; c'],
    ['codeVariant=a=b', 'codeVariant', 'a=b'],
    [' codeVariant = JS ;b=2', 'codeVariant', 'JS'],
    ['codeVariant=; b=2', 'codeVariant', ''],
    // The first cookie of a name wins (the browser lists the most specific path first), also when
    // it is corrupt: a later one never stands in for it.
    ['codeVariant=JS; codeVariant=TS', 'codeVariant', 'JS'],
    ['codeVariant=%E0%A4%A; codeVariant=JS', 'codeVariant', null],
    ['b; codeVariant=JS', 'codeVariant', 'JS'],
  ])('%j -> %s = %j', (cookieString, name, expected) => {
    expect(readCookie(cookieString, name)).toBe(expected);
  });
});

describe('readCodeVariant', () => {
  it.each<[string, string]>([
    ['', 'TS'],
    ['other=1', 'TS'],
    ['codeVariant=JS', 'JS'],
    ['codeVariant=TS', 'TS'],
    ['foo=bar; codeVariant=JS', 'JS'],
    ['codeVariant=%E0%A4%A', 'TS'],
    ['codeVariant=Python', 'TS'],
    ['codeVariant=js', 'TS'],
    ['codeVariant=', 'TS'],
  ])('%j -> %s', (cookieString, expected) => {
    expect(readCodeVariant(cookieString)).toBe(expected);
  });
});

describe('readCodeStyling', () => {
  it.each<[string, string]>([
    ['', 'MUI System'],
    ['codeStyling=CSS', 'CSS'],
    ['codeStyling=MUI%20System', 'MUI System'],
    ['codeStyling=Tailwind', 'MUI System'],
    ['codeStyling=%E0%A4%A', 'MUI System'],
  ])('%j -> %s', (cookieString, expected) => {
    expect(readCodeStyling(cookieString)).toBe(expected);
  });
});

describe('preferenceCookie', () => {
  it.each<[string, string, string]>([
    ['codeVariant', 'JS', 'codeVariant=JS; Max-Age=31536000; Path=/; SameSite=Lax'],
    [
      'codeStyling',
      'MUI System',
      'codeStyling=MUI%20System; Max-Age=31536000; Path=/; SameSite=Lax',
    ],
    // `;` and `=` are encoded, so they can neither end the value nor start an attribute.
    ['x', 'a=b; path=/evil', 'x=a%3Db%3B%20path%3D%2Fevil; Max-Age=31536000; Path=/; SameSite=Lax'],
    ['x', '', 'x=; Max-Age=31536000; Path=/; SameSite=Lax'],
  ])('%s = %j -> %j', (name, value, expected) => {
    expect(preferenceCookie(name, value)).toBe(expected);
  });

  it('reads back what it writes, separators included', () => {
    const value = 'a=b; c%d';
    const assignment = preferenceCookie('x', value);
    const pair = assignment.slice(0, assignment.indexOf(';'));
    expect(readCookie(`other=1; ${pair}`, 'x')).toBe(value);
  });
});

describe('writing cookies', () => {
  it('sets the code variant for a year on the whole site', () => {
    const setter = jest.spyOn(document, 'cookie', 'set');
    writeCodeVariant('JS');
    expect(setter).toHaveBeenCalledWith('codeVariant=JS; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(readCodeVariant(document.cookie)).toBe('JS');
  });

  it('encodes the code styling and reads it back', () => {
    const setter = jest.spyOn(document, 'cookie', 'set');
    writeCodeStyling('MUI System');
    expect(setter).toHaveBeenCalledWith(
      'codeStyling=MUI%20System; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    writeCodeStyling('CSS');
    expect(readCodeStyling(document.cookie)).toBe('CSS');
  });

  it('never throws when cookies are blocked', () => {
    jest.spyOn(document, 'cookie', 'set').mockImplementation(() => {
      throw new DOMException('Cookies are disabled.', 'SecurityError');
    });
    expect(() => writeCodeVariant('JS')).not.toThrow();
    expect(() => writeCodeStyling('CSS')).not.toThrow();
  });
});

describe('CodePreferencesProvider', () => {
  function wrapper({ children }: { children: React.ReactNode }) {
    return React.createElement(CodePreferencesProvider, null, children);
  }

  it('starts from the defaults and reads the cookies after mount', async () => {
    document.cookie = 'codeVariant=JS; path=/';
    document.cookie = 'codeStyling=CSS; path=/';
    const seen: string[] = [];
    const { result } = renderHook(
      () => {
        const preferences = useCodePreferences();
        seen.push(`${preferences.codeVariant}/${preferences.codeStyling}`);
        return preferences;
      },
      { wrapper },
    );
    // The first render must equal the server render, whatever the cookies say.
    expect(seen[0]).toBe('TS/MUI System');
    await waitFor(() => expect(result.current.codeVariant).toBe('JS'));
    expect(result.current.codeStyling).toBe('CSS');
  });

  it('keeps the defaults when cookies cannot be read', async () => {
    jest.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      throw new DOMException('Cookies are disabled.', 'SecurityError');
    });
    const { result } = renderHook(() => useCodePreferences(), { wrapper });
    await act(async () => {});
    expect(result.current.codeVariant).toBe('TS');
    expect(result.current.codeStyling).toBe('MUI System');
  });

  it('setters update the value at once and write the cookie once the cookie code has loaded', async () => {
    const { result } = renderHook(() => useCodePreferences(), { wrapper });
    act(() => result.current.setCodeVariant('JS'));
    act(() => result.current.setCodeStyling('CSS'));
    expect(result.current.codeVariant).toBe('JS');
    expect(result.current.codeStyling).toBe('CSS');
    await waitFor(() => expect(readCodeVariant(document.cookie)).toBe('JS'));
    expect(readCodeStyling(document.cookie)).toBe('CSS');
  });

  it('a choice made before the cookies were read is kept', async () => {
    document.cookie = 'codeVariant=JS; path=/';
    const { result } = renderHook(() => useCodePreferences(), { wrapper });
    // The cookie code is fetched after mount: choose before it has arrived.
    act(() => result.current.setCodeVariant('TS'));
    await waitFor(() => expect(readCodeVariant(document.cookie)).toBe('TS'));
    await act(async () => {});
    expect(result.current.codeVariant).toBe('TS');
  });

  it('throws a forgot-to-wrap error outside the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useCodePreferences())).toThrow(
      'Forgot to wrap component in `CodePreferencesProvider`',
    );
  });
});
