import fs from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import ApiPage from '@/src/api-docs/ApiPage';
import ApiChangesPage, { changesToc, minorId } from '@/src/api-docs/ApiChangesPage';
import {
  filterVersions,
  hiddenAfter,
  memberSince,
  rowSince,
  sectionOfPrefix,
  sectionSince,
  versionFilterCss,
  type ApiPageHistory,
} from '@/src/api-docs/historyView';
import type { ApiHistoryFile } from '@/src/api-docs/historyTypes';
import {
  buildChanges,
  buildPageHistory,
  loadApiChanges,
  pageHistoryFor,
} from '@/src/api-docs/server/pageHistory';
import { UserLanguageProvider } from '@/src/i18n/UserLanguageProvider';
import { DocsThemeProvider } from '@/src/theme/DocsThemeProvider';
import type { ApiComponentDoc, ApiInterfaceDoc, ApiProperty } from '@/src/api-docs/types';
import type { LanguageCode } from '@/src/navigation/types';

jest.mock('next/router', () => ({
  useRouter: () => ({
    asPath: '/x/api/data-grid/fancy-grid/',
    pathname: '/[[...slug]]',
    events: { on: jest.fn(), off: jest.fn() },
  }),
}));

/** A link's path without the trailing slash the export adds (tests run without `trailingSlash`). */
function linkPath(element: HTMLElement): string {
  return (element.getAttribute('href') ?? '').replace(/\/(?=#|$)/, '');
}

function prop(name: string, extra: Partial<ApiProperty> = {}): ApiProperty {
  return {
    name,
    type: 'boolean',
    default: null,
    required: false,
    description: `The ${name} prop.`,
    deprecated: null,
    signature: null,
    plan: null,
    ...extra,
  };
}

const doc: ApiComponentDoc = {
  kind: 'component',
  name: 'FancyGrid',
  title: 'FancyGrid API',
  description: 'A grid.',
  plan: 'community',
  imports: ["import { FancyGrid } from '@mui/x-fancy';"],
  props: [
    prop('rows'),
    prop('autosizeOnMount'),
    prop('paginationMeta'),
    prop('oldRows', { deprecated: { reason: 'Use `rows` instead.' } }),
  ],
  slots: [
    { name: 'toolbar', description: 'The toolbar.', default: 'GridToolbar' },
    { name: 'bottomContainer', description: 'The bottom.', default: null },
  ],
  cssClasses: [{ key: 'root', className: 'MuiFancyGrid-root', description: 'The root.' }],
  demos: [],
};

const HISTORY: ApiHistoryFile = {
  product: 'fancy',
  documented: '7.3.0',
  minors: ['7.0', '7.1', '7.2', '7.3'],
  packages: {},
  items: {
    FancyGrid: {
      kind: 'component',
      package: '@mui/x-fancy',
      since: '7.0',
      newInV7: false,
      members: {
        props: {
          autosizeOnMount: { newInV7: true },
          paginationMeta: { since: '7.2', newInV7: true },
          oldRows: {
            deprecated: {
              since: '7.1',
              reason: 'Use `rows` instead.',
              replacement: { text: 'rows', group: 'props', name: 'rows' },
            },
          },
          // Not documented on the page: left out of its history.
          removedProp: { since: '7.1' },
        },
        slots: { bottomContainer: { since: '7.3', newInV7: true } },
      },
    },
  },
};

const history = buildPageHistory(HISTORY, doc, 'fancy') as ApiPageHistory;

function renderPage(language: LanguageCode = 'en') {
  return render(
    <UserLanguageProvider defaultUserLanguage={language}>
      <DocsThemeProvider>
        <ApiPage
          api={{ doc, importHtml: null, signatureHtml: null, history }}
          page={null}
          pages={[]}
          pathname="/x/api/data-grid/fancy-grid"
        />
      </DocsThemeProvider>
    </UserLanguageProvider>,
  );
}

describe('page history (export time)', () => {
  test('keeps the documented members with something to say, replacements linked', () => {
    expect(history.minors).toEqual(['7.0', '7.1', '7.2', '7.3']);
    expect(history.sections.props).toEqual({
      autosizeOnMount: { newInV7: true },
      paginationMeta: { since: '7.2', newInV7: true },
      oldRows: { deprecated: { since: '7.1', replacement: { text: 'rows', href: '#prop-rows' } } },
    });
    expect(history.sections.slots).toEqual({ bottomContainer: { since: '7.3', newInV7: true } });
  });

  test('an item without history, a hook or an index gets none', () => {
    expect(buildPageHistory(HISTORY, { ...doc, name: 'OtherGrid' }, 'fancy')).toBeNull();
    expect(
      buildPageHistory(
        HISTORY,
        {
          kind: 'index',
          name: 'fancy',
          title: 'x',
          description: '',
          components: [],
          interfaces: [],
        },
        'fancy',
      ),
    ).toBeNull();
  });

  test('an interface member lands in its methods or properties section', () => {
    const api: ApiInterfaceDoc = {
      kind: 'interface',
      name: 'FancyApi',
      title: 'FancyApi API',
      description: '',
      plan: 'community',
      imports: [],
      properties: [prop('state')],
      methods: [prop('autosizeColumns')],
    };
    const file: ApiHistoryFile = {
      ...HISTORY,
      items: {
        FancyApi: {
          kind: 'interface',
          package: '@mui/x-fancy',
          since: '7.1',
          newInV7: true,
          members: { members: { autosizeColumns: { since: '7.2' }, state: { since: '7.3' } } },
        },
      },
    };
    const result = buildPageHistory(file, api, 'fancy') as ApiPageHistory;
    expect(result.itemSince).toBe('7.1');
    expect(result.sections.methods).toEqual({ autosizeColumns: { since: '7.2' } });
    expect(result.sections.properties).toEqual({ state: { since: '7.3' } });
  });

  test('the real DataGrid page receives its own history only', () => {
    const load = (file: string) => {
      const absolute = path.join(process.cwd(), 'data/api', file);
      return { history: pageHistoryFor(absolute, JSON.parse(fs.readFileSync(absolute, 'utf8'))) };
    };
    const page = load('data-grid/data-grid.json');
    expect(page.history?.sections.props?.resizeThrottleMs).toEqual({
      since: '7.1',
      newInV7: true,
    });
    expect(page.history?.sections.props?.estimatedRowCount?.since).toBe('7.3');
    // Far smaller than the product's history file: only this item's members.
    expect(JSON.stringify(page.history).length).toBeLessThan(8000);
    const tree = load('tree-view/tree-view.json');
    expect(tree.history?.itemDeprecated).toEqual({
      since: '7.0',
      replacement: { text: 'SimpleTreeView', href: '/x/api/tree-view/simple-tree-view' },
    });
  });
});

describe('version filter helpers', () => {
  test('a row carries the minor it can be used from, unless it is the first', () => {
    expect(rowSince(history, 'props', 'rows')).toBeUndefined();
    expect(rowSince(history, 'props', 'paginationMeta')).toBe('7.2');
    expect(rowSince(history, 'slots', 'bottomContainer')).toBe('7.3');
    expect(rowSince(null, 'props', 'paginationMeta')).toBeUndefined();
    expect(memberSince(history, 'props', 'paginationMeta')).toBe('7.2');
    expect(memberSince(history, 'props', 'rows')).toBe('7.0');
  });

  test('the filter offers every minor and hides the later ones', () => {
    expect(filterVersions(history)).toEqual(['7.0', '7.1', '7.2', '7.3']);
    expect(hiddenAfter(history, '7.0')).toBe('7.1 7.2 7.3');
    expect(hiddenAfter(history, '7.2')).toBe('7.3');
    expect(hiddenAfter(history, '7.3')).toBe('');
    // Numeric order: 7.10 comes after 7.9.
    expect(hiddenAfter({ ...history, minors: ['7.9', '7.10', '7.11'] }, '7.9')).toBe('7.10 7.11');
  });

  test('a section carries the minor of its earliest member, unless it is the first', () => {
    expect(sectionSince(history, 'props', ['rows', 'paginationMeta'])).toBeUndefined();
    expect(sectionSince(history, 'slots', ['toolbar', 'bottomContainer'])).toBeUndefined();
    expect(sectionSince(history, 'slots', ['bottomContainer'])).toBe('7.3');
    expect(sectionSince(history, 'props', ['paginationMeta', 'oldRows'])).toBeUndefined();
    expect(sectionSince(history, 'props', [])).toBeUndefined();
    const late = { ...history, itemSince: '7.1' };
    expect(sectionSince(late, 'props', ['rows', 'paginationMeta'])).toBe('7.1');
  });

  test('the generated rules have one selector per minor that can be hidden', () => {
    const hide = (minor: string) =>
      `.api-history-scope[data-hide~='${minor}'] [data-since='${minor}']`;
    expect(versionFilterCss(['7.0', '7.10', '7.9', '7.0'])).toBe(
      `${hide('7.9')},${hide('7.10')}{display:none}` +
        `${hide('7.9')}+.api-history-none,${hide('7.10')}+.api-history-none{display:block}`,
    );
    expect(versionFilterCss(['7.0'])).toBe('');
  });

  test('anchor prefixes map to sections', () => {
    expect(sectionOfPrefix('prop')).toBe('props');
    expect(sectionOfPrefix('method')).toBe('methods');
    expect(sectionOfPrefix('parameter')).toBeNull();
  });
});

describe('ApiPage with history', () => {
  test('members show since, new in v7 and deprecated badges with the replacement linked', () => {
    renderPage();
    const table = screen.getByRole('region', { name: 'Props' });
    const paginationMeta = within(table).getByRole('row', { name: /^paginationMeta/ });
    expect(within(paginationMeta).getByText('since 7.2')).toHaveAttribute('data-tone', 'since');
    expect(within(paginationMeta).queryByText('new in v7')).not.toBeInTheDocument();
    expect(paginationMeta).toHaveAttribute('data-since', '7.2');
    const autosize = within(table).getByRole('row', { name: /^autosizeOnMount/ });
    expect(within(autosize).getByText('new in v7')).toBeInTheDocument();
    expect(autosize).not.toHaveAttribute('data-since');
    const oldRows = within(table).getByRole('row', { name: /^oldRows/ });
    expect(within(oldRows).getByText('deprecated in 7.1')).toBeInTheDocument();
    // The history badge replaces the plain one; the reason stays in the description.
    expect(within(oldRows).getAllByText('Deprecated')).toHaveLength(1);
    expect(within(oldRows).getByRole('link', { name: 'rows' })).toHaveAttribute(
      'href',
      '#prop-rows',
    );
    const slots = screen.getByRole('region', { name: 'Slots' });
    expect(within(slots).getByRole('row', { name: /^bottomContainer/ })).toHaveAttribute(
      'data-since',
      '7.3',
    );
    expect(within(slots).getByText('since 7.3')).toBeInTheDocument();
  });

  test('the version filter is a native select that marks the page scope', () => {
    const { container } = renderPage();
    const select = screen.getByRole('combobox', { name: 'Hide members added after version' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', '7.0', '7.1', '7.2', '7.3']);
    expect(select).toHaveValue('');
    const scope = container.querySelector('.api-history-scope') as HTMLElement;
    expect(scope).not.toHaveAttribute('data-hide');
    fireEvent.change(select, { target: { value: '7.1' } });
    expect(scope).toHaveAttribute('data-hide', '7.2 7.3');
    expect(scope.style.getPropertyValue('--api-history-version')).toBe('"7.1"');
    // The latest minor hides nothing.
    fireEvent.change(select, { target: { value: '7.3' } });
    expect(scope).not.toHaveAttribute('data-hide');
    fireEvent.change(select, { target: { value: '7.0' } });
    expect(scope).toHaveAttribute('data-hide', '7.1 7.2 7.3');
    fireEvent.change(select, { target: { value: '' } });
    expect(scope).not.toHaveAttribute('data-hide');
    expect(scope.style.getPropertyValue('--api-history-version')).toBe('');
    // Sections with a member of the first minor can never be emptied: no note.
    const props = screen.getByRole('region', { name: 'Props' }).closest('.api-history-section');
    expect(props).not.toHaveAttribute('data-since');
    expect(container.querySelector('.api-history-none')).toBeNull();
    expect(linkPath(screen.getByRole('link', { name: 'API changes by version' }))).toBe(
      '/x/api/changes',
    );
  });

  test('a section whose members all came later is marked, and its note follows it', () => {
    const lateDoc = { ...doc, slots: doc.slots.slice(1) };
    const { container } = render(
      <UserLanguageProvider defaultUserLanguage="en">
        <DocsThemeProvider>
          <ApiPage
            api={{
              doc: lateDoc,
              importHtml: null,
              signatureHtml: null,
              history: buildPageHistory(HISTORY, lateDoc, 'fancy'),
            }}
            page={null}
            pages={[]}
            pathname="/x/api/data-grid/fancy-grid"
          />
        </DocsThemeProvider>
      </UserLanguageProvider>,
    );
    const slots = screen.getByRole('region', { name: 'Slots' }).closest('.api-history-section');
    expect(slots).toHaveAttribute('data-since', '7.3');
    const note = slots?.nextElementSibling as HTMLElement;
    expect(note).toHaveClass('api-history-none');
    // The version is printed by the stylesheet from the variable the filter sets on the scope.
    expect(note.innerHTML).toBe(
      'Nothing in this section is available in <span class="api-history-version"></span>.',
    );
    expect(container.querySelectorAll('.api-history-none')).toHaveLength(1);
  });

  test('in Chinese', () => {
    renderPage('zh');
    expect(screen.getByText('自 7.2 起')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '隐藏此版本之后新增的成员' })).toBeInTheDocument();
    expect(linkPath(screen.getByRole('link', { name: '各版本的 API 变更' }))).toBe(
      '/zh/x/api/changes',
    );
  });

  test('a page without history has neither badges nor filter', () => {
    render(
      <UserLanguageProvider defaultUserLanguage="en">
        <DocsThemeProvider>
          <ApiPage
            api={{ doc, importHtml: null, signatureHtml: null, history: null }}
            page={null}
            pages={[]}
            pathname="/x/api/data-grid/fancy-grid"
          />
        </DocsThemeProvider>
      </UserLanguageProvider>,
    );
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByText(/^since /)).not.toBeInTheDocument();
    expect(screen.getAllByText('Deprecated').length).toBeGreaterThan(0);
  });
});

describe('the API changes page', () => {
  const changes = loadApiChanges();

  test('lists every minor after the first, then older deprecations', () => {
    expect(changes.first).toBe('7.0');
    expect(changes.minors.map((minor) => minor.minor)).toEqual([
      '7.1',
      '7.2',
      '7.3',
      '7.4',
      '7.5',
      '7.6',
      '7.7',
      '7.8',
      '7.9',
      '7.10',
      '7.11',
      '7.12',
      null,
    ]);
    const dataGrid = changes.minors[0].products.find((product) => product.product === 'data-grid');
    const item = dataGrid?.items.find((entry) => entry.name === 'DataGrid');
    expect(item?.addedMembers).toContainEqual({
      section: 'props',
      name: 'resizeThrottleMs',
      href: '/x/api/data-grid/data-grid#prop-resizeThrottleMs',
    });
  });

  test('builds from fixture histories: added items, members and deprecations by minor', () => {
    const result = buildChanges([{ product: 'fancy', history: HISTORY }]);
    // No page documents the fixture's items: nothing to link, nothing listed.
    expect(result.minors.every((minor) => minor.products.length === 0)).toBe(true);
    expect(result.minors.map((minor) => minor.minor)).toEqual(['7.1', '7.2', '7.3']);
  });

  test('renders headings per minor and links each member to its row, in Chinese too', () => {
    const { unmount } = render(
      <UserLanguageProvider defaultUserLanguage="en">
        <DocsThemeProvider>
          <ApiChangesPage changes={changes} pages={[]} pathname="/x/api/changes" />
        </DocsThemeProvider>
      </UserLanguageProvider>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: /API changes in v7/ }),
    ).toBeInTheDocument();
    const v71 = screen.getByRole('heading', { level: 2, name: /^Version 7\.1 / });
    expect(v71).toHaveAttribute('id', 'v7-1');
    const section = v71.closest('section') as HTMLElement;
    // DataGrid, DataGridPremium and DataGridPro all gained it; DataGrid comes first.
    const links = within(section).getAllByRole('link', { name: 'resizeThrottleMs' });
    expect(links.map(linkPath)).toEqual([
      '/x/api/data-grid/data-grid#prop-resizeThrottleMs',
      '/x/api/data-grid/data-grid-premium#prop-resizeThrottleMs',
      '/x/api/data-grid/data-grid-pro#prop-resizeThrottleMs',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: /^Version 7\.10/ })).toBeInTheDocument();
    expect(screen.getByText('No API change in this version.')).toBeInTheDocument();
    unmount();
    render(
      <UserLanguageProvider defaultUserLanguage="zh">
        <DocsThemeProvider>
          <ApiChangesPage changes={changes} pages={[]} pathname="/x/api/changes" />
        </DocsThemeProvider>
      </UserLanguageProvider>,
    );
    const zh = screen.getByRole('heading', { level: 2, name: /^版本 7\.1 / }).closest('section');
    expect(
      linkPath(within(zh as HTMLElement).getAllByRole('link', { name: 'resizeThrottleMs' })[0]),
    ).toBe('/zh/x/api/data-grid/data-grid#prop-resizeThrottleMs');
  });

  test('its table of contents has each minor and product', () => {
    const toc = changesToc(changes, (key) => key);
    expect(toc[0]).toEqual({ id: minorId('7.1'), text: 'api-history.changesMinor', level: 2 });
    expect(toc.some((entry) => entry.id === 'v7-1-data-grid' && entry.level === 3)).toBe(true);
  });
});
