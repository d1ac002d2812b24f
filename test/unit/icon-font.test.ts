import { ensureIconFontStylesheet, ICON_FONT_LINK_ID } from '@/src/theme/iconFont';

describe('icon font stylesheet', () => {
  afterEach(() => document.getElementById(ICON_FONT_LINK_ID)?.remove());

  test('is added once, however often it is asked for', () => {
    const href = 'https://fonts.example/icon?family=Material+Icons';
    expect(ensureIconFontStylesheet(document, href)).toBe(true);
    expect(ensureIconFontStylesheet(document, href)).toBe(false);
    expect(ensureIconFontStylesheet(document, href)).toBe(false);
    const links = document.querySelectorAll(`link[href="${href}"]`);
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('rel', 'stylesheet');
  });

  test('an empty URL adds nothing', () => {
    expect(ensureIconFontStylesheet(document, '')).toBe(false);
    expect(document.getElementById(ICON_FONT_LINK_ID)).toBeNull();
  });
});
