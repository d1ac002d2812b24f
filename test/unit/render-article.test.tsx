/**
 * Articles as static HTML: `renderArticle` turns a compiled page into HTML runs and demo islands
 * at build time, and `MarkdownContent` shows the runs without hydrating them, serving their links
 * and copy buttons by delegation.
 */
import * as React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { ArticleError, renderArticle } from '@/src/markdown/server/renderArticle';
import { MarkdownContent } from '@/src/markdown/MarkdownContent';
import { internalLinkOf, PLAIN_CLICK } from '@/src/markdown/articleInteractions';
import { UserLanguageProvider } from '@/src/i18n/UserLanguageProvider';
import type { ArticlePart } from '@/src/markdown/types';

const push = jest.fn(() => Promise.resolve(true));
const prefetch = jest.fn(() => Promise.resolve());
jest.mock('next/router', () => ({ useRouter: () => ({ push, prefetch }) }));

/**
 * A page in the shape `@mdx-js/mdx` compiles it to (`outputFormat: 'function-body'`): the JSX
 * runtime comes in as the first argument and components are looked up on `props.components`.
 */
function compiled(body: string): string {
  return `"use strict";
const {Fragment: _Fragment, jsx: _jsx, jsxs: _jsxs} = arguments[0];
function _createMdxContent(props) {
  const _components = { a: "a", code: "code", h2: "h2", p: "p", pre: "pre", span: "span",
    table: "table", tbody: "tbody", td: "td", tr: "tr", ...props.components };
  const { Demo, Callout } = _components;
  return ${body};
}
function MDXContent(props = {}) { return _createMdxContent(props); }
return { default: MDXContent };`;
}

const PAGE = compiled(`_jsxs(_Fragment, { children: [
  _jsx(_components.h2, { id: "sorting-basics", children: "Sorting basics" }), "\\n",
  _jsxs(_components.p, { children: ["Set ", _jsx(_components.a, { href: "/x/api/data-grid/data-grid/#prop-sortModel", children: _jsx(_components.code, { children: "sortModel" }) }),
    " or read the ", _jsx(_components.a, { href: "https://github.com/mui/mui-x", children: "source" }), "."] }), "\\n",
  _jsx(Demo, { name: "BasicSorting" }), "\\n",
  _jsx(_components.pre, { className: "language-bash", children: _jsx(_components.code, { children: "npm install @mui/x-data-grid" }) }), "\\n",
  _jsx(_components.table, { children: _jsx(_components.tbody, { children: _jsx(_components.tr, { children: _jsx(_components.td, { children: "asc" }) }) }) })
] })`);

test('prose runs become HTML and each demo an island between them, in page order', () => {
  const parts = renderArticle(PAGE, 'en');
  expect(parts.map((part) => part.kind)).toEqual(['html', 'demo', 'html']);
  expect(parts[1]).toEqual({ kind: 'demo', name: 'BasicSorting' });
  const [first, , last] = parts as Array<Extract<ArticlePart, { kind: 'html' }>>;
  expect(first.html).toContain(
    '<h2 id="sorting-basics">Sorting basics<a class="heading-anchor" href="#sorting-basics"',
  );
  expect(first.html).toContain(
    '<a href="/x/api/data-grid/data-grid/#prop-sortModel"><code>sortModel</code></a>',
  );
  expect(first.html).toContain(
    '<a href="https://github.com/mui/mui-x" target="_blank" rel="noopener">source</a>',
  );
  // Code keeps its copy button in the HTML; a table its scrolling region.
  expect(last.html).toMatch(/<div class="code-frame" data-code-block="" dir="ltr">/);
  expect(last.html).toContain('<code>npm install @mui/x-data-grid</code>');
  expect(last.html).toMatch(
    /<button class="copy-button" type="button" data-copied="false"[^>]*><span aria-live="polite">Copy<\/span><\/button>/,
  );
  expect(last.html).toContain('<div class="table-scroll" role="region" tabindex="0"');
});

test('the Chinese twin links to Chinese pages and labels its buttons in Chinese', () => {
  const [first, , last] = renderArticle(PAGE, 'zh') as Array<
    Extract<ArticlePart, { kind: 'html' }>
  >;
  expect(first.html).toContain('<a href="/zh/x/api/data-grid/data-grid/#prop-sortModel">');
  expect(first.html).toContain('href="https://github.com/mui/mui-x"');
  expect(last.html).toContain('<span aria-live="polite">复制</span>');
});

test('a demo inside another block fails with a message naming it', () => {
  const nested = compiled(
    `_jsx(_Fragment, { children: _jsx(Callout, { children: _jsx(Demo, { name: "Nested" }) }) })`,
  );
  expect(() => renderArticle(nested, 'en')).toThrow(ArticleError);
  expect(() => renderArticle(nested, 'en')).toThrow(/<Demo name="Nested" \/> must be a block/);
});

const TEXT_PARTS: ArticlePart[] = [
  {
    kind: 'html',
    html:
      '<p id="intro">Read about <a href="/x/react-data-grid/sorting/">sorting</a>, the ' +
      '<a href="#intro">intro</a>, <a href="/x/llms.txt">llms.txt</a> or ' +
      '<a href="https://mui.com/" target="_blank" rel="noopener">MUI</a>.</p>',
  },
  {
    kind: 'html',
    html:
      '<div class="code-frame" data-code-block="" dir="ltr"><pre dir="ltr" tabindex="0">' +
      '<code>npm install @mui/x-date-pickers</code></pre><button class="copy-button" ' +
      'type="button" data-copied="false" title="Copy code"><span aria-live="polite">Copy</span>' +
      '</button></div>',
  },
];

function Article() {
  return (
    <UserLanguageProvider defaultUserLanguage="en">
      <MarkdownContent parts={TEXT_PARTS} demos={{}} />
    </UserLanguageProvider>
  );
}

test('hydration adopts the exported runs as they are: no error, the same nodes', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Article />);
  document.body.appendChild(container);
  const paragraph = container.querySelector('#intro');
  const errors: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => {
    errors.push(args);
  });
  await act(async () => {
    hydrateRoot(container, <Article />, { onRecoverableError: (error) => errors.push(error) });
  });
  consoleError.mockRestore();
  expect(errors).toEqual([]);
  expect(container.querySelector('#intro')).toBe(paragraph);
  // Delegation works on the hydrated page: the page link navigates inside the app.
  const link = container.querySelector('a[href="/x/react-data-grid/sorting/"]') as Element;
  expect(fireEvent.click(link)).toBe(false);
  expect(push).toHaveBeenCalledWith('/x/react-data-grid/sorting/');
  container.remove();
});

describe('delegated behaviour', () => {
  beforeEach(() => push.mockClear());

  test('a page link navigates in the app; anchors, files, other sites and modified clicks do not', () => {
    render(<Article />);
    // Records whether the article kept each click from the browser, then keeps jsdom (which
    // cannot navigate) from following the link.
    let prevented: boolean | undefined;
    const record = (event: MouseEvent) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', record);
    const click = (name: string, init?: MouseEventInit) => {
      fireEvent.click(screen.getByRole('link', { name }), init);
      return prevented;
    };
    expect(click('sorting')).toBe(true);
    expect(push).toHaveBeenCalledTimes(1);
    expect(click('intro')).toBe(false);
    expect(click('llms.txt')).toBe(false);
    expect(click('MUI')).toBe(false);
    expect(click('sorting', { ctrlKey: true })).toBe(false);
    expect(click('sorting', { button: 1 })).toBe(false);
    expect(push).toHaveBeenCalledTimes(1);
    document.removeEventListener('click', record);
  });

  test('pointing at a page link fetches that page ahead', () => {
    render(<Article />);
    fireEvent.pointerOver(screen.getByRole('link', { name: 'sorting' }));
    expect(prefetch).toHaveBeenCalledWith('/x/react-data-grid/sorting/');
  });

  test('the copy button copies the code and reads Copied for 2 seconds', async () => {
    jest.useFakeTimers();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<Article />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith('npm install @mui/x-date-pickers');
    const button = screen.getByRole('button', { name: 'Copied' });
    expect(button.getAttribute('data-copied')).toBe('true');
    act(() => jest.advanceTimersByTime(1999));
    expect(button.textContent).toBe('Copied');
    act(() => jest.advanceTimersByTime(1));
    expect(button.textContent).toBe('Copy');
    expect(button.getAttribute('data-copied')).toBe('false');
    jest.useRealTimers();
  });

  test('a denied clipboard leaves the button as it was', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: jest.fn().mockRejectedValue(new DOMException('denied')) },
      configurable: true,
    });
    render(<Article />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(screen.getByRole('button', { name: 'Copy' }).getAttribute('data-copied')).toBe('false');
  });
});

test('only plain left clicks on folders of this site are app navigations', () => {
  const anchor = document.createElement('a');
  const of = (href: string, attributes: Record<string, string> = {}) => {
    anchor.setAttribute('href', href);
    for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
    return internalLinkOf({ ...PLAIN_CLICK, target: anchor });
  };
  expect(of('/zh/x/react-date-pickers/#basic-usage')).toBe('/zh/x/react-date-pickers/#basic-usage');
  expect(of('//cdn.example.com/a/')).toBeNull();
  expect(of('/x/react-data-grid/sorting.md')).toBeNull();
  expect(of('/x/react-data-grid/', { target: '_blank' })).toBeNull();
});
