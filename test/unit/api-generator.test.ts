/**
 * @jest-environment node
 */
import ts from 'typescript';
import { apiFileFor, apiPathnameFor } from '@/src/content/paths';
import {
  apiPathnameForName,
  descriptionBlocks,
  kebabCase,
  plainText,
  resolveDocsLink,
  tokenizeInline,
} from '@/src/api-docs/inlineMarkdown';
import { apiSections } from '@/src/api-docs/sections';
import type {
  ApiComponentDoc,
  ApiHookDoc,
  ApiIndexDoc,
  ApiInterfaceDoc,
} from '@/src/api-docs/types';
import { splitComponentDoc, withSlotClasses } from '@/scripts/api/component';
import { generateApiDocs } from '@/scripts/api/generate';
import { firstSentence } from '@/scripts/api/indexDoc';
import { stableJson } from '@/scripts/api/json';
import { describeMember, isMethod, ownMembers } from '@/scripts/api/members';
import { apiEntries, coreApiEntries } from '@/scripts/api/registry';
import { normalizeTypeText, stripOuterParens } from '@/scripts/api/typeText';

/** A checker over one in-memory `.d.ts` that looks like part of an MUI X package. */
function fakePackage(source: string) {
  const fileName = '/virtual/node_modules/@mui/x-fake/index.d.ts';
  const options: ts.CompilerOptions = { noLib: true, strict: true, types: [] };
  const host = ts.createCompilerHost(options);
  host.getSourceFile = (name, languageVersion) =>
    name === fileName ? ts.createSourceFile(name, source, languageVersion, true) : undefined;
  host.fileExists = (name) => name === fileName;
  host.readFile = (name) => (name === fileName ? source : undefined);
  const program = ts.createProgram([fileName], options, host);
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(fileName) as ts.SourceFile;
  const exports = checker.getExportsOfModule(checker.getSymbolAtLocation(file) as ts.Symbol);
  const members = (name: string) => {
    const symbol = exports.find((candidate) => candidate.name === name) as ts.Symbol;
    return ownMembers(checker, checker.getDeclaredTypeOfSymbol(symbol));
  };
  return { checker, members };
}

const FAKE = `
export interface FakeProps {
  /**
   * If \`true\`, the rows are dense.
   * @default false
   */
  dense?: boolean;
  /** The rows to show. */
  rows: readonly {
    id: number;
    label: string;
  }[];
  /**
   * Old name of \`dense\`.
   * @deprecated Use \`dense\` instead.
   */
  compact?: boolean;
  /**
   * Callback fired when a row is clicked.
   * @param {number} id The id of the row.
   * @param event - The event source.
   * @returns {boolean} Whether the click was handled.
   */
  onRowClick?: (id: number, event: object) => boolean;
  /** Gets a row. */
  getRow(id: number): object;
}
`;

describe('type printing', () => {
  test.each([
    ['{\n    a: string;\n    b?: number;\n}', '{ a: string; b?: number }'],
    ['(\n  value: string\n) => void', '(value: string) => void'],
    ["'a' |\n    'b'", "'a' | 'b'"],
  ])('%j prints as %j', (text, expected) => {
    expect(normalizeTypeText(text)).toBe(expected);
  });

  test.each([
    ['((date: TDate) => string)', '(date: TDate) => string'],
    ['(a) | (b)', '(a) | (b)'],
    ['string', 'string'],
  ])('stripOuterParens(%j) is %j', (text, expected) => {
    expect(stripOuterParens(text)).toBe(expected);
  });
});

describe('members from JSDoc', () => {
  const { checker, members } = fakePackage(FAKE);
  const byName = Object.fromEntries(
    members('FakeProps').map((symbol) => [symbol.name, describeMember(checker, symbol)]),
  );

  test('sorted by name, with descriptions and defaults', () => {
    expect(Object.keys(byName)).toEqual(['compact', 'dense', 'getRow', 'onRowClick', 'rows']);
    expect(byName.dense).toMatchObject({
      type: 'boolean',
      default: 'false',
      required: false,
      description: 'If `true`, the rows are dense.',
      deprecated: null,
    });
    expect(byName.rows).toMatchObject({
      type: 'readonly { id: number; label: string }[]',
      default: null,
      required: true,
    });
  });

  test('deprecated members keep the reason', () => {
    expect(byName.compact.deprecated).toEqual({ reason: 'Use `dense` instead.' });
  });

  test('function members get a signature with parameter and return descriptions', () => {
    expect(byName.onRowClick.signature).toEqual({
      type: '(id: number, event: object) => boolean',
      parameters: [
        { name: 'id', type: 'number', description: 'The id of the row.' },
        { name: 'event', type: 'object', description: 'The event source.' },
      ],
      returns: { type: 'boolean', description: 'Whether the click was handled.' },
    });
    expect(byName.getRow.type).toBe('(id: number) => object');
  });

  test('declared methods are methods, optional callbacks stay properties', () => {
    const method = Object.fromEntries(
      members('FakeProps').map((symbol) => [symbol.name, isMethod(checker, symbol)]),
    );
    expect(method).toEqual({
      compact: false,
      dense: false,
      getRow: true,
      onRowClick: false,
      rows: false,
    });
  });
});

describe('helpers', () => {
  test('component JSDoc is split into prose and demo pages', () => {
    const text =
      'A picker.\n\nDemos:\n\n- [DatePicker](https://mui.com/x/react-date-pickers/date-picker/)\n\nAPI:\n\n- [DatePicker API](https://mui.com/x/api/date-pickers/date-picker/)';
    expect(splitComponentDoc(text)).toEqual({
      description: 'A picker.',
      demos: [{ title: 'DatePicker', pathname: '/x/react-date-pickers/date-picker' }],
    });
  });

  test('a slot gets the class whose key is its name', () => {
    const slots = [
      { name: 'toolbar', description: '', default: 'Toolbar' },
      { name: 'footer', description: '', default: null },
    ];
    expect(
      withSlotClasses(slots, [
        { key: 'root', className: 'MuiFake-root', description: '' },
        { key: 'toolbar', className: 'MuiFake-toolbar', description: '' },
      ]),
    ).toEqual([{ ...slots[0], className: 'MuiFake-toolbar' }, slots[1]]);
  });

  test('first sentences ignore abbreviations and code', () => {
    expect(firstSentence('Sets `a.b` e.g. here. More text.')).toBe('Sets `a.b` e.g. here.');
    expect(firstSentence('No full stop')).toBe('No full stop');
  });

  test('JSON output is sorted and ends with a newline', () => {
    expect(stableJson({ b: 1, a: { d: [2, 1], c: undefined } })).toBe(
      '{\n  "a": {\n    "d": [\n      2,\n      1\n    ]\n  },\n  "b": 1\n}\n',
    );
  });

  test('pathnames map to files and back', () => {
    expect(apiFileFor('/x/api/data-grid/data-grid')).toBe('data-grid/data-grid.json');
    expect(apiFileFor('/x/api/data-grid')).toBe('data-grid/index.json');
    expect(apiFileFor('/x/react-data-grid')).toBeNull();
    expect(apiPathnameFor('date-pickers/index.json')).toBe('/x/api/date-pickers');
    expect(apiPathnameFor('charts/bar-chart.json')).toBe('/x/api/charts/bar-chart');
  });

  test('descriptions: tokens, local links and references', () => {
    expect(tokenizeInline('Use `a` or [b](https://x.dev) with [[GridColDef]].')).toEqual([
      { type: 'text', value: 'Use ' },
      { type: 'code', value: 'a' },
      { type: 'text', value: ' or ' },
      { type: 'link', text: 'b', href: 'https://x.dev' },
      { type: 'text', value: ' with ' },
      { type: 'reference', name: 'GridColDef' },
      { type: 'text', value: '.' },
    ]);
    const exists = (pathname: string) => pathname === '/x/api/data-grid/grid-col-def';
    expect(resolveDocsLink('https://mui.com/x/api/data-grid/grid-col-def/#x', exists)).toBe(
      '/x/api/data-grid/grid-col-def#x',
    );
    expect(resolveDocsLink('https://mui.com/x/react-charts/', exists)).toBe(
      'https://mui.com/x/react-charts/',
    );
    expect(resolveDocsLink('/material-ui/api/input/', exists)).toBe(
      'https://mui.com/material-ui/api/input/',
    );
    expect(resolveDocsLink('https://github.com/mui', exists)).toBe('https://github.com/mui');
    expect(kebabCase('GridColDef')).toBe('grid-col-def');
    expect(kebabCase('TreeItem2')).toBe('tree-item2');
    expect(apiPathnameForName('GridColDef', exists)).toBe('/x/api/data-grid/grid-col-def');
    expect(plainText('Use `a`\nor [b](https://x.dev).')).toBe('Use a or b.');
    expect(descriptionBlocks('The element is:\n- the day\n  view.\n- the input.\n\nEnd.')).toEqual([
      { type: 'paragraph', text: 'The element is:' },
      { type: 'list', items: ['the day view.', 'the input.'] },
      { type: 'paragraph', text: 'End.' },
    ]);
  });

  test('the registry lists the API pages, with the index pages unnamed', () => {
    const entries = apiEntries();
    expect(entries).toContainEqual({
      pathname: '/x/api/data-grid/data-grid',
      product: 'data-grid',
      name: 'DataGrid',
    });
    expect(entries).toContainEqual({
      pathname: '/x/api/date-pickers',
      product: 'date-pickers',
      name: null,
    });
  });
});

describe('generation from the installed packages', () => {
  const entries = [
    { pathname: '/x/api/data-grid', product: 'data-grid', name: null },
    { pathname: '/x/api/data-grid/data-grid', product: 'data-grid', name: 'DataGrid' },
    { pathname: '/x/api/data-grid/grid-api', product: 'data-grid', name: 'GridApi' },
    { pathname: '/x/api/data-grid/not-a-thing', product: 'data-grid', name: 'NotAThing' },
    { pathname: '/x/api/date-pickers/date-picker', product: 'date-pickers', name: 'DatePicker' },
  ];
  let result: ReturnType<typeof generateApiDocs>;
  beforeAll(() => {
    result = generateApiDocs(process.cwd(), entries, []);
  }, 120_000);

  test('DataGrid: imports, plan, required props with descriptions, no DOM props', () => {
    const grid = result.files.get('data-grid/data-grid.json') as ApiComponentDoc;
    expect(grid.kind).toBe('component');
    expect(grid.title).toBe('DataGrid API');
    expect(grid.plan).toBe('community');
    expect(grid.imports).toEqual([
      "import { DataGrid } from '@mui/x-data-grid/DataGrid';",
      "import { DataGrid } from '@mui/x-data-grid';",
    ]);
    const columns = grid.props.find((prop) => prop.name === 'columns');
    const rows = grid.props.find((prop) => prop.name === 'rows');
    expect(columns).toMatchObject({ required: true, type: 'readonly GridColDef<R>[]' });
    expect(columns?.description).toMatch(/columns/);
    expect(rows).toMatchObject({ required: false, default: '[]' });
    expect(grid.props.find((prop) => prop.name === 'checkboxSelection')).toMatchObject({
      type: 'boolean',
      default: 'false',
      required: false,
    });
    expect(rows?.description).toMatch(/rows/);
    const names = grid.props.map((prop) => prop.name);
    expect(names).not.toContain('onClick');
    expect(names).not.toContain('ref');
    expect(names).toEqual([...names].sort());
    expect(grid.cssClasses).toContainEqual(
      expect.objectContaining({ key: 'root', className: 'MuiDataGrid-root' }),
    );
    expect(grid.slots.find((slot) => slot.name === 'cell')).toMatchObject({
      default: 'GridCell',
      className: 'MuiDataGrid-cell',
    });
  });

  test('DatePicker has documented slots and the Pro package among its imports', () => {
    const picker = result.files.get('date-pickers/date-picker.json') as ApiComponentDoc;
    const actionBar = picker.slots.find((slot) => slot.name === 'actionBar');
    expect(actionBar).toMatchObject({ default: 'PickersActionBar' });
    expect(actionBar?.description).not.toBe('');
    expect(picker.imports).toContain("import { DatePicker } from '@mui/x-date-pickers-pro';");
    const onChange = picker.props.find((prop) => prop.name === 'onChange');
    expect(onChange?.signature?.parameters.map((parameter) => parameter.name)).toEqual([
      'value',
      'context',
    ]);
  });

  test('GridApi methods record the plan that adds them', () => {
    const gridApi = result.files.get('data-grid/grid-api.json') as ApiInterfaceDoc;
    expect(gridApi.kind).toBe('interface');
    const plans = (name: string) => gridApi.methods.find((method) => method.name === name)?.plan;
    expect(plans('getRow')).toBe('community');
    expect(plans('setRowGroupingModel')).toBe('premium');
  });

  test('the index lists the product components and interfaces; unknown names are reported', () => {
    const index = result.files.get('data-grid/index.json') as ApiIndexDoc;
    expect(index.components.map((entry) => entry.name)).toEqual(['DataGrid']);
    expect(index.interfaces.map((entry) => entry.pathname)).toEqual(['/x/api/data-grid/grid-api']);
    expect(result.unresolved).toEqual([
      {
        pathname: '/x/api/data-grid/not-a-thing',
        reason: 'no package of the product exports NotAThing in 7.12.0',
      },
    ]);
  });

  test('every section of a generated page has a heading id', () => {
    const grid = result.files.get('data-grid/data-grid.json') as ApiComponentDoc;
    expect(apiSections(grid, () => false).map((section) => section.id)).toEqual([
      'import',
      'props',
      'slots',
      'classes',
    ]);
  });
});

describe('core API pages from @mui/material', () => {
  let result: ReturnType<typeof generateApiDocs>;
  beforeAll(() => {
    result = generateApiDocs(process.cwd(), [], coreApiEntries());
  }, 120_000);
  const component = (file: string) => result.files.get(`material/${file}.json`) as ApiComponentDoc;
  const prop = (doc: ApiComponentDoc, name: string) =>
    doc.props.find((candidate) => candidate.name === name);

  test('every registry entry is generated under data/api/material', () => {
    expect(result.unresolved).toEqual([]);
    for (const entry of coreApiEntries()) {
      expect(apiFileFor(entry.pathname)).toBe(`material/${entry.pathname.split('/').pop()}.json`);
      expect(result.files.has(apiFileFor(entry.pathname) as string)).toBe(true);
    }
    expect(apiPathnameFor('material/button.json')).toBe('/api-docs/button');
  });

  test('Button: defaults, imports, ButtonBase inheritance and CSS classes', () => {
    const button = component('button');
    expect(button).toMatchObject({ kind: 'component', name: 'Button', title: 'Button API' });
    expect(button.imports).toEqual([
      "import Button from '@mui/material/Button';",
      "import { Button } from '@mui/material';",
    ]);
    expect(prop(button, 'variant')).toMatchObject({ default: "'text'", required: false });
    expect(prop(button, 'variant')?.type).toBe("'text' | 'outlined' | 'contained'");
    expect(prop(button, 'disabled')).toMatchObject({ default: 'false', type: 'boolean' });
    expect(prop(button, 'color')).toMatchObject({ default: "'primary'" });
    // DOM props and ButtonBase's own props are not listed as Button props...
    expect(prop(button, 'onClick')).toBeUndefined();
    expect(prop(button, 'disableRipple')).toBeUndefined();
    // ...ButtonBase's are named in the inheritance section instead.
    expect(button.inheritance).toEqual([
      expect.objectContaining({
        component: 'ButtonBase',
        props: expect.arrayContaining(['disableRipple', 'centerRipple']),
      }),
    ]);
    const root = button.cssClasses.find((entry) => entry.key === 'root');
    expect(root).toMatchObject({ className: 'MuiButton-root' });
    expect(root?.description).not.toBe('');
    const textPrimary = button.cssClasses.find((entry) => entry.key === 'textPrimary');
    expect(textPrimary?.deprecated?.reason).toMatch(/MuiButton-text/);
  });

  test('TextField variant is the union of its three props types, default outlined', () => {
    const variant = prop(component('text-field'), 'variant');
    expect(variant).toMatchObject({ default: "'outlined'", required: false });
    expect(variant?.type.split(' | ').sort()).toEqual(["'filled'", "'outlined'", "'standard'"]);
    expect(component('text-field').inheritance?.[0].component).toBe('FormControl');
  });

  test('Autocomplete: required options and renderInput, slots from slotProps', () => {
    const autocomplete = component('autocomplete');
    expect(prop(autocomplete, 'options')).toMatchObject({ required: true });
    expect(prop(autocomplete, 'renderInput')).toMatchObject({ required: true });
    expect(prop(autocomplete, 'slotProps')).toBeDefined();
    expect(autocomplete.slots.map((slot) => slot.name)).toEqual(
      expect.arrayContaining(['paper', 'popper']),
    );
    expect(autocomplete.cssClasses.map((entry) => entry.className)).toContain(
      'MuiAutocomplete-root',
    );
  });

  test('deprecated props keep their reason', () => {
    expect(prop(component('alert'), 'componentsProps')?.deprecated?.reason).toMatch(/slotProps/);
    expect(prop(component('button'), 'variant')?.deprecated).toBeNull();
  });

  test('Tabs slots merge `slots` and `slotProps` keys that differ in case', () => {
    const names = component('tabs').slots.map((slot) => slot.name);
    expect(names).toEqual(['EndScrollButtonIcon', 'StartScrollButtonIcon']);
  });

  test('useMediaQuery: the query, the options object and a boolean result', () => {
    const hook = result.files.get('material/use-media-query.json') as ApiHookDoc;
    expect(hook.kind).toBe('hook');
    expect(hook.imports).toEqual([
      "import useMediaQuery from '@mui/material/useMediaQuery';",
      "import { useMediaQuery } from '@mui/material';",
    ]);
    expect(hook.parameters.map(({ name, required }) => [name, required])).toEqual([
      ['queryInput', true],
      ['options', false],
    ]);
    const options = hook.parameters[1].members;
    expect(options.find((member) => member.name === 'noSsr')).toMatchObject({ default: 'false' });
    expect(options.map((member) => member.name)).toContain('defaultMatches');
    expect(hook.returns).toMatchObject({ type: 'boolean', members: [] });
    expect(hook.signature).toBe(
      [
        'useMediaQuery<',
        '  Theme = unknown,',
        '>(',
        '  queryInput: string | ((theme: Theme) => string),',
        '  options?: UseMediaQueryOptions,',
        '): boolean',
      ].join('\n'),
    );
  });

  test('useAutocomplete: its props (no internal ones) and the getters it returns', () => {
    const hook = result.files.get('material/use-autocomplete.json') as ApiHookDoc;
    const [props] = hook.parameters;
    expect(props.name).toBe('props');
    expect(props.members.find((member) => member.name === 'options')?.required).toBe(true);
    expect(props.members.map((member) => member.name)).not.toContain('unstable_classNamePrefix');
    const returned = hook.returns.members.map((member) => member.name);
    expect(returned).toEqual(expect.arrayContaining(['getRootProps', 'getInputProps', 'value']));
    expect(apiSections(hook, () => false).map((section) => section.id)).toEqual([
      'import',
      'signature',
      'parameters',
      'return-value',
    ]);
  });
});
