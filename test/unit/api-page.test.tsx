import * as React from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import ApiPage from '@/src/api-docs/ApiPage';
import { compactDoc } from '@/src/api-docs/server/compactDoc';
import { AnchorName } from '@/src/api-docs/ApiList';
import { ApiTable } from '@/src/api-docs/ApiTable';
import { UserLanguageProvider } from '@/src/i18n/UserLanguageProvider';
import { DocsThemeProvider } from '@/src/theme/DocsThemeProvider';
import type { ApiComponentDoc, ApiDoc, ApiHookDoc, ApiInterfaceDoc } from '@/src/api-docs/types';
import type { LanguageCode } from '@/src/navigation/types';

jest.mock('next/router', () => ({
  useRouter: () => ({
    asPath: '/x/api/data-grid/data-grid/',
    pathname: '/[[...slug]]',
    events: { on: jest.fn(), off: jest.fn() },
  }),
}));

const component: ApiComponentDoc = {
  kind: 'component',
  name: 'FancyGrid',
  title: 'FancyGrid API',
  description: 'A grid with `rows`.',
  plan: 'pro',
  imports: ["import { FancyGrid } from '@mui/x-fancy';"],
  props: [
    {
      name: 'columns',
      type: 'readonly GridColDef<R>[]',
      default: null,
      required: true,
      description: 'Set of columns of type [[GridColDef]][].',
      deprecated: null,
      signature: null,
      plan: null,
    },
    {
      name: 'onRowClick',
      type: "GridEventListener<'rowClick'>",
      default: null,
      required: false,
      description: 'Callback fired when a row is clicked.',
      deprecated: { reason: 'Use `onCellClick` instead.' },
      signature: {
        type: "GridEventListener<'rowClick'>",
        parameters: [{ name: 'params', type: 'GridRowParams', description: 'The row.' }],
        returns: null,
      },
      plan: null,
    },
  ],
  slots: [{ name: 'toolbar', description: 'The toolbar.', default: 'GridToolbar' }],
  cssClasses: [{ key: 'root', className: 'MuiFancyGrid-root', description: 'The root.' }],
  demos: [],
};

const api: ApiInterfaceDoc = {
  kind: 'interface',
  name: 'FancyApi',
  title: 'FancyApi API',
  description: 'The API.',
  plan: 'community',
  imports: ["import { FancyApi } from '@mui/x-fancy';"],
  properties: [],
  methods: [
    {
      name: 'getRow',
      type: '(id: GridRowId) => R',
      default: null,
      required: true,
      description: 'Gets the row.',
      deprecated: null,
      signature: {
        type: '(id: GridRowId) => R',
        parameters: [{ name: 'id', type: 'GridRowId', description: 'The id.' }],
        returns: { type: 'R', description: 'The row.' },
      },
      plan: 'premium',
    },
  ],
};

function renderPage(doc: ApiDoc, language: LanguageCode = 'en') {
  return render(
    <UserLanguageProvider defaultUserLanguage={language}>
      <DocsThemeProvider>
        <ApiPage
          api={{ doc, importHtml: null, signatureHtml: null }}
          page={null}
          pages={[]}
          pathname="/x/api/data-grid/fancy-grid"
        />
      </DocsThemeProvider>
    </UserLanguageProvider>,
  );
}

const hook: ApiHookDoc = {
  kind: 'hook',
  name: 'useFancy',
  title: 'useFancy API',
  description: 'A hook.',
  plan: 'community',
  imports: ["import useFancy from '@mui/fancy/useFancy';"],
  signature: 'useFancy(query: string, options?: FancyOptions): boolean',
  parameters: [
    { name: 'query', type: 'string', required: true, description: 'The query.', members: [] },
    {
      name: 'options',
      type: 'FancyOptions',
      required: false,
      description: '',
      members: [{ ...component.props[0], name: 'noSsr', required: false, default: 'false' }],
    },
  ],
  returns: { type: 'boolean', description: 'Whether it matches.', members: [] },
  demos: [],
};

describe('ApiPage', () => {
  test('a component page has the title, the import and section headings with ids', () => {
    renderPage(component);
    expect(screen.getByRole('heading', { level: 1, name: /FancyGrid API/ })).toBeInTheDocument();
    for (const [id, name] of [
      ['import', 'Import'],
      ['props', 'Props'],
      ['slots', 'Slots'],
      ['classes', 'CSS classes'],
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(name) })).toHaveAttribute(
        'id',
        id,
      );
    }
    const importCode = screen.getByText("import { FancyGrid } from '@mui/x-fancy';");
    expect(importCode.closest('pre')).toHaveAttribute('dir', 'ltr');
    // The table of contents lists the same sections.
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    expect(within(toc).getByRole('link', { name: 'Props' })).toHaveAttribute('href', '#props');
  });

  test('the props table shows types, badges, deprecation and signatures', () => {
    renderPage(component);
    const table = screen.getByRole('region', { name: 'Props' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const columns = within(table).getByRole('row', { name: /^columns/ });
    expect(columns).toHaveAttribute('id', 'prop-columns');
    expect(within(columns).getByText('Required')).toBeInTheDocument();
    expect(within(columns).getByText('readonly GridColDef<R>[]')).toHaveAttribute('dir', 'ltr');
    const onRowClick = within(table).getByRole('row', { name: /^onRowClick/ });
    expect(within(onRowClick).queryByText('Required')).not.toBeInTheDocument();
    expect(within(onRowClick).getAllByText('Deprecated').length).toBeGreaterThan(0);
    expect(within(onRowClick).getByText('onCellClick')).toBeInTheDocument();
    expect(within(onRowClick).getByText(/The row\./)).toBeInTheDocument();
  });

  test('page data, whose members leave out their null fields, renders the same page', () => {
    // React's generated ids differ from one render to the next.
    const markup = (view: ReturnType<typeof renderPage>) =>
      view.container.innerHTML.replace(/:r\w+:/g, ':id:');
    for (const doc of [component, api, hook]) {
      const full = renderPage(doc);
      const html = markup(full);
      full.unmount();
      const compact = renderPage(compactDoc(doc));
      expect(markup(compact)).toBe(html);
      compact.unmount();
    }
  });

  test('slots and CSS classes are listed', () => {
    renderPage(component);
    const slots = screen.getByRole('region', { name: 'Slots' });
    expect(within(slots).getByText('GridToolbar')).toBeInTheDocument();
    const classes = screen.getByRole('region', { name: 'CSS classes' });
    expect(within(classes).getByText('.MuiFancyGrid-root')).toBeInTheDocument();
  });

  test('an interface page has a methods table with plan badges, in Chinese too', () => {
    renderPage(api, 'zh');
    expect(screen.getByRole('heading', { level: 2, name: /方法/ })).toHaveAttribute(
      'id',
      'methods',
    );
    expect(screen.queryByRole('heading', { level: 2, name: /属性/ })).not.toBeInTheDocument();
    const row = screen.getByRole('row', { name: /getRow/ });
    expect(row).toHaveAttribute('id', 'method-getRow');
    expect(within(row).getByText('Premium')).toBeInTheDocument();
    expect(within(row).getByText(/返回值/)).toBeInTheDocument();
  });

  test('a hook page shows the signature, flattened options and the return value', () => {
    renderPage(hook);
    expect(screen.getByRole('heading', { level: 2, name: /^Signature/ })).toHaveAttribute(
      'id',
      'signature',
    );
    const parameters = screen.getByRole('region', { name: 'Parameters' });
    expect(within(parameters).getByRole('row', { name: /^query/ })).toHaveAttribute(
      'id',
      'parameter-query',
    );
    expect(within(parameters).getByRole('row', { name: /^options\.noSsr/ })).toHaveAttribute(
      'id',
      'parameter-options.noSsr',
    );
    expect(screen.getByRole('heading', { level: 2, name: /^Return value/ })).toHaveAttribute(
      'id',
      'return-value',
    );
  });

  test('inheritance names the parent component; a long props table can be filtered', () => {
    const many = {
      ...component,
      props: Array.from({ length: 12 }, (_, index) => ({
        ...component.props[0],
        name: index === 0 ? 'variant' : `prop${index}`,
      })),
      inheritance: [{ component: 'ButtonBase', props: ['disableRipple'] }],
    };
    renderPage(many);
    expect(screen.getByRole('heading', { level: 2, name: /^Inheritance/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ButtonBase' })).toHaveAttribute(
      'href',
      // Next's Link adds the trailing slash only in the export (next.config.ts).
      expect.stringMatching(/^\/api-docs\/button-base\/?$/),
    );
    const table = screen.getByRole('region', { name: 'Props' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter by name: Props' }), {
      target: { value: 'VARI' },
    });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByRole('link', { name: 'variant' })).toHaveAttribute(
      'href',
      '#prop-variant',
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter by name: Props' }), {
      target: { value: 'nothing-like-this' },
    });
    expect(screen.getByRole('status')).toHaveTextContent('No entry matches the filter.');
  });

  describe('layout toggle', () => {
    beforeEach(() => window.localStorage.clear());
    /** The entries of an expanded list (not the lists inside their descriptions). */
    const entries = (region: HTMLElement) =>
      Array.from(region.querySelectorAll<HTMLElement>(':scope > ul > li'));
    afterEach(() => jest.restoreAllMocks());

    const slotted: ApiComponentDoc = {
      ...component,
      slots: [{ ...component.slots[0], className: 'MuiFancyGrid-toolbar' }],
      cssClasses: [
        ...component.cssClasses,
        { key: 'selected', className: 'Mui-selected', description: 'State class when selected.' },
      ],
    };

    test('starts as tables; the expanded list keeps every anchor and is remembered', () => {
      renderPage(slotted);
      const toggles = screen.getAllByRole('group', { name: /^Layout: / });
      // Props, slots and CSS classes each offer the choice.
      expect(toggles.map((group) => group.getAttribute('aria-label'))).toEqual([
        'Layout: Props',
        'Layout: Slots',
        'Layout: CSS classes',
      ]);
      const table = within(toggles[0]).getByRole('button', { name: 'Table' });
      expect(table).toHaveAttribute('aria-pressed', 'true');
      expect(
        within(screen.getByRole('region', { name: 'Props' })).getAllByRole('row'),
      ).toHaveLength(3);

      // One choice switches every section, since they are bound together.
      fireEvent.click(within(toggles[2]).getByRole('button', { name: 'Expanded list' }));
      expect(within(toggles[0]).getByRole('button', { name: 'Expanded list' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(window.localStorage.getItem('mui-api-layout')).toBe('expanded');
      const props = screen.getByRole('region', { name: 'Props' });
      expect(within(props).queryAllByRole('row')).toHaveLength(0);
      const items = entries(props);
      expect(items.map((item) => item.id)).toEqual(['prop-columns', 'prop-onRowClick']);
      expect(items[0]).toHaveTextContent('Required');
      expect(items[1]).toHaveTextContent('Optional');
      expect(items[1]).toHaveTextContent('Deprecated');
      expect(items[0]).toHaveTextContent('Typereadonly GridColDef<R>[]');
      const slots = screen.getByRole('region', { name: 'Slots' });
      expect(entries(slots)[0]).toHaveAttribute('id', 'slot-toolbar');
      expect(within(slots).getByText('.MuiFancyGrid-toolbar')).toBeInTheDocument();
      const classes = screen.getByRole('region', { name: 'CSS classes' });
      expect(
        within(classes)
          .getAllByRole('listitem')
          .map((item) => item.id),
      ).toEqual(['classes-root', 'classes-selected']);
      expect(within(classes).getByText('Global state')).toBeInTheDocument();
    });

    test('a stored choice is applied after mount; an unknown value falls back to tables', () => {
      window.localStorage.setItem('mui-api-layout', 'expanded');
      const { unmount } = renderPage(slotted);
      expect(entries(screen.getByRole('region', { name: 'Props' }))).toHaveLength(2);
      unmount();
      window.localStorage.setItem('mui-api-layout', 'cards');
      renderPage(slotted);
      expect(
        within(screen.getByRole('region', { name: 'Props' })).getAllByRole('row'),
      ).toHaveLength(3);
    });

    test('blocked storage still switches the layout, it is only not remembered', () => {
      jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new DOMException('full', 'QuotaExceededError');
      });
      jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
        throw new DOMException('blocked', 'SecurityError');
      });
      renderPage(slotted);
      fireEvent.click(screen.getAllByRole('button', { name: 'Expanded list' })[0]);
      expect(entries(screen.getByRole('region', { name: 'Props' }))).toHaveLength(2);
    });

    test('the slot class column appears in the table when a slot has a class', () => {
      renderPage(slotted);
      const slots = screen.getByRole('region', { name: 'Slots' });
      expect(within(slots).getByRole('columnheader', { name: 'Class name' })).toBeInTheDocument();
      expect(within(slots).getByRole('row', { name: /toolbar/ })).toHaveTextContent(
        '.MuiFancyGrid-toolbar',
      );
    });

    test('the filter works in the expanded list too', () => {
      window.localStorage.setItem('mui-api-layout', 'expanded');
      renderPage({
        ...component,
        props: Array.from({ length: 12 }, (_, index) => ({
          ...component.props[0],
          name: index === 0 ? 'variant' : `prop${index}`,
        })),
      });
      const props = screen.getByRole('region', { name: 'Props' });
      expect(entries(props)).toHaveLength(12);
      fireEvent.change(screen.getByRole('searchbox', { name: 'Filter by name: Props' }), {
        target: { value: 'vari' },
      });
      expect(entries(props)).toHaveLength(1);
    });

    test('Chinese labels', () => {
      renderPage(slotted, 'zh');
      const group = screen.getAllByRole('group', { name: /^布局: / })[0];
      expect(within(group).getByRole('button', { name: '表格' })).toBeInTheDocument();
      expect(within(group).getByRole('button', { name: '展开列表' })).toBeInTheDocument();
    });
  });
});

describe('long API tables and names', () => {
  test('a long name may wrap only where a word starts; its text and link stay whole', () => {
    const { container } = render(
      <>
        <AnchorName id="prop-disableMultipleRowSelection">disableMultipleRowSelection</AnchorName>
        <AnchorName id="classes-columnHeader">.MuiDataGrid-columnHeaderTitle</AnchorName>
        <AnchorName id="prop-editMode">editMode</AnchorName>
      </>,
    );
    const [long, className, short] = Array.from(container.querySelectorAll('code'));
    expect(long.innerHTML).toBe('disable<wbr>Multiple<wbr>Row<wbr>Selection');
    expect(className.innerHTML).toBe('.Mui<wbr>Data<wbr>Grid-<wbr>column<wbr>Header<wbr>Title');
    expect(short.innerHTML).toBe('editMode');
    // Copying or finding the name gets it whole: <wbr> adds no character.
    expect(long.textContent).toBe('disableMultipleRowSelection');
    expect(long.closest('a')).toHaveAttribute('href', '#prop-disableMultipleRowSelection');
  });

  test('rows after the first group are tables of their own with the same columns', () => {
    const rows = Array.from({ length: 40 }, (_, index) => (
      <tr key={index} id={`prop-p${index}`}>
        <td>p{index}</td>
        <td>string</td>
      </tr>
    ));
    render(
      <DocsThemeProvider>
        <ApiTable label="Props" headers={['Name', 'Type']} widths={[40, 60]}>
          {rows}
        </ApiTable>
      </DocsThemeProvider>,
    );
    const region = screen.getByRole('region', { name: 'Props' });
    const tables = within(region).getAllByRole('table');
    // 16 rows per part: 16 + 16 + 8.
    expect(tables).toHaveLength(3);
    expect(tables.map((table) => table.querySelectorAll('tbody tr').length)).toEqual([16, 16, 8]);
    for (const table of tables) {
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((th) => th.textContent),
      ).toEqual(['Name', 'Type']);
      const widths = Array.from(table.querySelectorAll('col')).map((col) => col.style.width);
      expect(widths).toEqual(['40%', '60%']);
    }
    // Later parts are laid out only near the viewport, each with an estimate of its height.
    const later = tables[1].parentElement as HTMLElement;
    expect(later.style.contentVisibility).toBe('auto');
    expect(later.style.getPropertyValue('contain-intrinsic-block-size')).toBe('auto 1024px');
    // Every row keeps its anchor.
    expect(region.querySelector('#prop-p39')).not.toBeNull();
  });
});
