import * as React from 'react';
import { act, render, screen } from '@testing-library/react';
import {
  COLOR_SCHEME_ATTRIBUTE,
  getColorModeState,
  resetColorModeForTests,
  setColorMode,
  useColorMode,
} from '@/src/theme/colorMode';
import { themeCssVarsStylesheet } from '@/src/theme/themeCssVars';
import { minifyCss, readStaticCss } from '@/src/styles/staticCss';
import { createDocsTheme } from '@/src/theme/docsTheme';
import { AD_HEIGHT, AD_HEIGHT_MOBILE, AD_MARGIN } from '@/src/ads/constants';
import { SPACING_UNIT, breakpointValues } from '@/src/theme/constants';

const originalMatchMedia = window.matchMedia;
afterAll(() => {
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: originalMatchMedia });
});

/** A `matchMedia` whose `(prefers-color-scheme: dark)` answer the test controls. */
function mockOsScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: () => query });
  return {
    switchTo(nextDark: boolean) {
      query.matches = nextDark;
      listeners.forEach((listener) => listener());
    },
    listenerCount: () => listeners.size,
  };
}

function ModeProbe() {
  const { mode, resolvedMode, setMode } = useColorMode();
  return (
    <button type="button" onClick={() => setMode(resolvedMode === 'dark' ? 'light' : 'dark')}>
      {mode}:{resolvedMode ?? 'unknown'}
    </button>
  );
}

describe('colour mode store', () => {
  beforeEach(() => {
    resetColorModeForTests();
    window.localStorage.clear();
    document.documentElement.removeAttribute(COLOR_SCHEME_ATTRIBUTE);
  });
  afterEach(() => jest.restoreAllMocks());

  it('starts from the mode stored under mui-mode, else system', () => {
    mockOsScheme(true);
    expect(getColorModeState()).toEqual({
      mode: 'system',
      systemMode: 'dark',
      resolvedMode: 'dark',
    });
    resetColorModeForTests();
    window.localStorage.setItem('mui-mode', 'light');
    expect(getColorModeState().resolvedMode).toBe('light');
  });

  it('a chosen mode is stored and written to <html> at once', () => {
    mockOsScheme(false);
    setColorMode('dark');
    expect(window.localStorage.getItem('mui-mode')).toBe('dark');
    expect(document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe('dark');
  });

  it('in system mode the page follows the operating system while subscribed', () => {
    const os = mockOsScheme(false);
    render(<ModeProbe />);
    expect(screen.getByRole('button').textContent).toBe('system:light');
    act(() => os.switchTo(true));
    expect(screen.getByRole('button').textContent).toBe('system:dark');
    expect(document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe('dark');
  });

  it('a chosen mode no longer follows the operating system', () => {
    const os = mockOsScheme(false);
    render(<ModeProbe />);
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('dark:dark');
    act(() => os.switchTo(false));
    expect(document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe('dark');
  });

  it('a full or blocked storage loses the choice, not the page', () => {
    mockOsScheme(false);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(() => setColorMode('dark')).not.toThrow();
    expect(document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe('dark');
  });

  it('stops listening to the operating system when the last subscriber leaves', () => {
    const os = mockOsScheme(false);
    const { unmount } = render(<ModeProbe />);
    expect(os.listenerCount()).toBe(1);
    unmount();
    expect(os.listenerCount()).toBe(0);
  });
});

describe('theme variables stylesheet', () => {
  const css = themeCssVarsStylesheet();
  const theme = createDocsTheme();

  it('declares the shared, light and dark variables under the attribute selectors', () => {
    expect(css).toMatch(/^:root\{--mui-shape-borderRadius:12px;/);
    expect(css).toContain(
      ':root,[data-mui-color-scheme="light"]{--mui-palette-primary-main:#0A66C2',
    );
    expect(css).toContain('[data-mui-color-scheme="dark"]{--mui-palette-primary-main:#55A6F6');
  });

  it('defines every colour variable the components read', () => {
    const used = JSON.stringify(theme.vars.palette).match(/--mui-palette-[\w-]+/g) ?? [];
    expect(used.length).toBeGreaterThan(50);
    for (const name of new Set(used)) expect(css).toContain(`${name}:`);
  });

  it('follows a palette chosen in the settings', () => {
    const custom = themeCssVarsStylesheet(
      createDocsTheme({ paletteColors: { primary: { main: '#2E7D32' } } }),
    );
    expect(custom).toContain('--mui-palette-primary-main:#2E7D32');
  });
});

describe('static stylesheets', () => {
  const css = readStaticCss();

  it('minifies without changing rules', () => {
    expect(minifyCss('/* note */\n.a > .b {\n  color: red;\n}\n')).toBe('.a>.b{color:red}');
  });

  it('styles the frame, the article, code, demos, ads and API tables', () => {
    for (const selector of [
      '.app-header{',
      '.docs-article{',
      '.code-frame pre{',
      '.demo-stage{',
      '.ad-frame{',
      '.api-table table{',
      '.toc{',
    ]) {
      expect(css).toContain(selector);
    }
  });

  it('reserves the ad space the ad constants say', () => {
    expect(css).toContain(
      `.ad-frame{position:relative;display:block;min-height:${AD_HEIGHT_MOBILE}px;margin:${AD_MARGIN * SPACING_UNIT}px 0}`,
    );
    expect(css).toContain(
      `@media (min-width:${breakpointValues.sm}px){.ad-frame{min-height:${AD_HEIGHT}px}}`,
    );
  });

  it('holds the version filter rules of every minor the API history knows', () => {
    // 7.0 is the first minor: no member is ever hidden from it, so it has no rule.
    expect(css).not.toContain("[data-since='7.0']");
    for (const minor of ['7.1', '7.9', '7.10', '7.12']) {
      expect(css).toContain(
        `.api-history-scope[data-hide~='${minor}'] [data-since='${minor}']+.api-history-none`,
      );
    }
    expect(css.endsWith("[data-since='7.12']+.api-history-none{display:block}")).toBe(true);
  });

  it('uses only colour variables the theme defines', () => {
    const vars = themeCssVarsStylesheet();
    for (const [, name] of css.matchAll(/var\((--mui-[\w-]+)/g)) {
      expect(vars).toContain(`${name}:`);
    }
  });

  it("gives the article's h1 to h4 the theme's heading typography, not a demo's headings", () => {
    const { typography } = createDocsTheme();
    expect(typography.h4.lineHeight).toBe(1.235);
    const article = css.slice(css.indexOf('.docs-article{'), css.indexOf('.code-frame{'));
    const rules = article.match(/\.docs-article h[1-6][^{]*\{[^}]*\}/g);
    expect(rules).toEqual([
      `.docs-article h1:where(:not(.demo-stage *)){font-weight:700;font-size:clamp(1.875rem,1.5rem + 1.2vw,2.5rem);line-height:1.2;margin:0 0 12px}`,
      `.docs-article h2:where(:not(.demo-stage *)){font-weight:700;font-size:1.5rem;line-height:1.3;margin:40px 0 12px;scroll-margin-top:84px}`,
      `.docs-article h3:where(:not(.demo-stage *)){font-weight:600;font-size:1.25rem;line-height:1.4;margin:32px 0 8px;scroll-margin-top:84px}`,
      `.docs-article h4:where(:not(.demo-stage *)){font-weight:600;font-size:1.125rem;line-height:1.235;margin:24px 0 8px;scroll-margin-top:84px}`,
    ]);
    for (const level of ['h1', 'h2', 'h3', 'h4'] as const) {
      const { fontWeight, fontSize, lineHeight } = typography[level];
      expect(article).toContain(
        `font-weight:${fontWeight};font-size:${String(fontSize).replace(/, /g, ',')};line-height:${lineHeight};`,
      );
    }
  });

  it('sets every token colour in both schemes and applies each token group once', () => {
    // The rule of the frame's colours: the one of that selector that sets the code background.
    const block = (selector: string) =>
      css
        .split(`}${selector}{`)
        .slice(1)
        .map((rest) => rest.split('}')[0])
        .find((body) => body.startsWith('--code-bg:')) ?? '';
    const light = block('.code-frame');
    const dark = block("[data-mui-color-scheme='dark'] .code-frame");
    const used = [...new Set([...css.matchAll(/var\((--token-[\w-]+)\)/g)].map((m) => m[1]))];
    expect(used).toEqual([
      '--token-comment',
      '--token-keyword',
      '--token-string',
      '--token-function',
      '--token-number',
      '--token-tag',
      '--token-attribute',
      '--token-punctuation',
      '--token-inserted',
      '--token-deleted',
    ]);
    for (const name of used) {
      expect(light).toContain(`${name}:#`);
      expect(dark).toContain(`${name}:#`);
    }
    expect(light).toContain('--token-comment:#57606a');
    expect(dark).toContain('--token-comment:#9da8b7');
    expect(css.match(/\.comment\b/g)).toHaveLength(1);
  });

  it('lays the docs row and both landing pages out in one centred column', () => {
    expect(css).toContain(
      '.page-row,.landing-home,.landing-x{max-width:var(--column-width);margin:0 auto;padding:var(--column-top) var(--column-side) 0}',
    );
    expect(css).toContain(
      '@media (max-width:599.95px){.page-row,.landing-home,.landing-x{padding:var(--column-top-small) 16px 0}}',
    );
    expect(css).toContain(
      '.page-row{--column-width:1240px;--column-top:32px;--column-side:40px;--column-top-small:24px;',
    );
    expect(css).toContain(
      '.landing-home{--column-width:1080px;--column-top:64px;--column-side:32px;--column-top-small:40px}',
    );
    expect(css).toContain(
      '.landing-x{--column-width:960px;--column-top:48px;--column-side:40px;--column-top-small:32px}',
    );
  });

  it('draws one focus ring, which every control that moves it also has', () => {
    const ring =
      /([^{}]+)\{outline:2px solid var\(--mui-palette-primary-main\);outline-offset:1px\}/g;
    const rings = [...css.matchAll(ring)];
    expect(rings).toHaveLength(1);
    const ringSelectors = rings[0][1].split(',');
    expect(ringSelectors).toHaveLength(12);
    expect(css.match(/outline:/g)).toHaveLength(1);
    const moved = [...css.matchAll(/([^{}]+)\{outline-offset:(-?\d+(?:px)?)\}/g)];
    expect(moved.map((m) => `${m[1]} ${m[2]}`)).toEqual([
      '.copy-page button:focus-visible 2px',
      '.link-button:focus-visible 2px',
      '.toggle-group button:focus-visible -2px',
      '.search-trigger:focus-visible 0',
      '.nav-link:focus-visible,.nav-group:focus-visible -2px',
      '.ad-card:focus-visible 2px',
    ]);
    for (const [, selectors] of moved) {
      for (const selector of selectors.split(',')) expect(ringSelectors).toContain(selector);
    }
  });

  it('writes sides as logical properties, so right-to-left needs no second stylesheet', () => {
    expect(css).not.toMatch(/(?:margin|padding|border)-(?:left|right)\s*:/);
    expect(css).not.toMatch(/[{;](?:left|right)\s*:/);
  });
});
