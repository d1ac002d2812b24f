import { hitHref } from '@/src/search/hitLink';
import { createNoResultsReporter } from '@/src/search/noResults';
import { itemLabel } from '@/src/search/resultItems';
import { isEditable, isOpenShortcut, usesCommandKey } from '@/src/search/shortcut';

const input = document.createElement('input');
const editable = document.createElement('div');
editable.contentEditable = 'true';
// jsdom does not implement isContentEditable.
Object.defineProperty(editable, 'isContentEditable', { value: true });
const button = document.createElement('button');

const key = (k: string, extra: Partial<KeyboardEvent> = {}) =>
  ({ key: k, ctrlKey: false, metaKey: false, altKey: false, target: button, ...extra }) as const;

describe('search shortcuts', () => {
  it.each([
    ['Ctrl+K', key('k', { ctrlKey: true }), true],
    ['⌘K', key('k', { metaKey: true }), true],
    ['Ctrl+Shift+K', key('K', { ctrlKey: true }), true],
    ['Ctrl+K in an input', key('k', { ctrlKey: true, target: input }), true],
    ['/', key('/'), true],
    ['/ in an input', key('/', { target: input }), false],
    ['/ in contenteditable', key('/', { target: editable }), false],
    ['k alone', key('k'), false],
    ['Alt+Ctrl+K', key('k', { ctrlKey: true, altKey: true }), false],
  ])('%s → %p', (_name, event, expected) => {
    expect(isOpenShortcut(event)).toBe(expected);
  });

  it('knows editable targets and the platform key', () => {
    expect(isEditable(document.createElement('textarea'))).toBe(true);
    expect(isEditable(null)).toBe(false);
    expect(usesCommandKey('MacIntel')).toBe(true);
    expect(usesCommandKey('Linux x86_64')).toBe(false);
  });
});

describe('result links and labels', () => {
  it.each([
    [
      '/x/api/data-grid/data-grid',
      'prop-checkboxSelection',
      'en',
      '/x/api/data-grid/data-grid/#prop-checkboxSelection',
    ],
    [
      '/x/api/data-grid/data-grid',
      'prop-checkboxSelection',
      'zh',
      '/zh/x/api/data-grid/data-grid/#prop-checkboxSelection',
    ],
    ['/x/react-data-grid/sorting', '', 'zh', '/zh/x/react-data-grid/sorting/'],
    ['/x/react-data-grid/sorting', 'sort-model', 'en', '/x/react-data-grid/sorting/#sort-model'],
  ] as const)('%s #%s in %s → %s', (pathname, anchor, language, href) => {
    expect(hitHref(pathname, anchor, language)).toBe(href);
  });

  it.each([
    ['page', '', '', 'Sorting'],
    ['section', 'Sort model', '', 'Sort model'],
    ['prop', 'checkboxSelection', 'DataGrid', 'DataGrid › checkboxSelection'],
    ['class', 'MuiDataGrid-cell', 'DataGrid', 'DataGrid › .MuiDataGrid-cell'],
  ] as const)('a %s shows %p', (kind, label, component, text) => {
    expect(
      itemLabel({ pathname: '/p', anchor: '', kind, title: 'Sorting', label, component }),
    ).toBe(text);
  });
});

describe('no-results analytics', () => {
  it('sends each query once, ignoring case, spaces and empty queries', () => {
    const send = jest.fn();
    const report = createNoResultsReporter(send);
    expect(report('Unicorn')).toBe(true);
    expect(report(' unicorn ')).toBe(false);
    expect(report('')).toBe(false);
    expect(report('dragon')).toBe(true);
    expect(send.mock.calls).toEqual([
      ['search', { eventAction: 'no-results', eventLabel: 'unicorn' }],
      ['search', { eventAction: 'no-results', eventLabel: 'dragon' }],
    ]);
  });
});
