/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildHistory,
  countBadges,
  parseReplacement,
  type LabelledSnapshot,
} from '@/scripts/api/history/build';
import { validateHistory } from '@/scripts/api/history/check';
import { snapshotProduct } from '@/scripts/api/history/snapshot';
import {
  compareVersions,
  pickVersions,
  sortLabels,
  versionAt,
} from '@/scripts/api/history/versions';
import { createApiProgram } from '@/scripts/api/program';
import type { ApiComponentDoc, ApiInterfaceDoc } from '@/src/api-docs/types';

// Each release of a fake `@mui/x-tree-view` is a small `.d.ts`; the reader loads it the way it
// loads a downloaded tarball, then the builder compares the releases.
const WIDGET_CLASSES = `
export interface WidgetClasses {
  /** Styles applied to the root element. */
  root: string;
  /** Styles applied to the label. */
  label: string;
}
export declare const widgetClasses: Record<keyof WidgetClasses, string>;
`;

interface Release {
  props: string;
  slots?: string;
  api: string;
  gadget?: 'plain' | 'deprecated';
  /** Takes `helperText` from Material UI's TextField props instead of declaring it. */
  inheritsTextField?: boolean;
}

function declarations({ props, slots = '', api, gadget, inheritsTextField }: Release): string {
  return `import type { TextFieldProps } from '@mui/material';
import type { DomProps } from 'dom-types';
${WIDGET_CLASSES}
export interface WidgetSlots {${slots}
}
export interface WidgetProps ${inheritsTextField ? 'extends TextFieldProps, DomProps ' : 'extends DomProps '}{${props}
  classes?: Partial<WidgetClasses>;
  slots?: Partial<WidgetSlots>;
}
export declare const Widget: (props: WidgetProps) => null;
export interface WidgetApi {${api}
}
${gadget ? 'export interface GadgetProps { /** Size. */ size?: number; }' : ''}
${gadget === 'deprecated' ? '/**\n * A gadget.\n * @deprecated Use `Widget` instead.\n */' : ''}
${gadget ? 'export declare const Gadget: (props: GadgetProps) => null;' : ''}
`;
}

const LABEL = '\n  /** The label. */\n  label: string;';
const OLD_SIZE = '\n  /** The size. */\n  oldSize?: number;';
const OLD_SIZE_DEPRECATED =
  '\n  /**\n   * The size.\n   * @deprecated Use `size` instead.\n   */\n  oldSize?: number;';
const SIZE = '\n  /** The size. */\n  size?: number;';
const HELPER = '\n  /** Helper text. */\n  helperText?: string;';
const DRAGGABLE = '\n  /** Rows can be dragged. */\n  draggable?: boolean;';
const FLICKER = '\n  /** Flickers. */\n  flicker?: boolean;';
const DENSE = '\n  /** Dense rows. */\n  dense?: boolean;';
const LEGACY =
  '\n  /**\n   * Old toolbar.\n   * @deprecated Use the `slots.toolbar` slot instead.\n   */\n  legacyToolbar?: boolean;';
const TOOLBAR = '\n  /** The toolbar. */\n  toolbar?: unknown;';
const GET_ROW = '\n  /** Gets a row. */\n  getRow: (id: number) => object;';
const UPDATE_ROWS = '\n  /** Updates rows. */\n  updateRows: (rows: object[]) => void;';
const SET_ROWS = '\n  /** Sets rows. */\n  setRows: (rows: object[]) => void;';
const SET_ROWS_DEPRECATED =
  '\n  /**\n   * Sets rows.\n   * @deprecated Use `apiRef.current.updateRows()` instead.\n   */\n  setRows: (rows: object[]) => void;';

const RELEASES: [string, Release][] = [
  // Previous major: `legacyToolbar` is already deprecated, `flicker` and `size` do not exist,
  // `helperText` comes from Material UI.
  [
    '6.17',
    {
      props: LABEL + OLD_SIZE + LEGACY,
      slots: TOOLBAR,
      api: GET_ROW + SET_ROWS,
      inheritsTextField: true,
    },
  ],
  [
    '7.0',
    {
      props: LABEL + HELPER + OLD_SIZE + LEGACY + FLICKER,
      slots: TOOLBAR,
      api: GET_ROW + SET_ROWS,
    },
  ],
  // `oldSize` is renamed `size` (the old name is deprecated); `flicker` is removed; Gadget appears.
  [
    '7.1',
    {
      props: LABEL + HELPER + OLD_SIZE_DEPRECATED + SIZE + LEGACY,
      slots: TOOLBAR,
      api: GET_ROW + SET_ROWS + UPDATE_ROWS,
      gadget: 'plain',
    },
  ],
  // `flicker` comes back, `dense` is added, `setRows` and the whole Gadget are deprecated.
  [
    '7.2',
    {
      props: LABEL + HELPER + OLD_SIZE_DEPRECATED + SIZE + LEGACY + FLICKER + DENSE + DRAGGABLE,
      slots: TOOLBAR,
      api: GET_ROW + SET_ROWS_DEPRECATED + UPDATE_ROWS,
      gadget: 'deprecated',
    },
  ],
];

const temporary = fs.mkdtempSync(path.join(os.tmpdir(), 'api-history-test-'));

function readRelease(label: string, release: Release): LabelledSnapshot {
  const root = path.join(temporary, label);
  const folder = path.join(root, 'node_modules', '@mui', 'x-tree-view');
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'index.d.ts'), declarations(release));
  fs.writeFileSync(
    path.join(folder, 'package.json'),
    JSON.stringify({ name: '@mui/x-tree-view', types: 'index.d.ts' }),
  );
  const dom = path.join(root, 'node_modules', 'dom-types');
  fs.mkdirSync(dom, { recursive: true });
  fs.writeFileSync(
    path.join(dom, 'index.d.ts'),
    'export interface DomProps { draggable?: boolean }\n',
  );
  fs.writeFileSync(
    path.join(dom, 'package.json'),
    JSON.stringify({ name: 'dom-types', types: 'index.d.ts' }),
  );
  const material = path.join(root, 'node_modules', '@mui', 'material');
  fs.mkdirSync(material, { recursive: true });
  fs.writeFileSync(
    path.join(material, 'index.d.ts'),
    'export interface TextFieldProps {\n  /** Helper text. */\n  helperText?: string;\n}\n',
  );
  fs.writeFileSync(
    path.join(material, 'package.json'),
    JSON.stringify({ name: '@mui/material', types: 'index.d.ts' }),
  );
  const names = ['Widget', 'WidgetApi', 'Gadget'];
  const program = createApiProgram(root, names, true);
  return { label, items: snapshotProduct(program, 'tree-view', names) };
}

const snapshots = RELEASES.map(([label, release]) => readRelease(label, release));
afterAll(() => fs.rmSync(temporary, { recursive: true, force: true }));

const history = buildHistory({
  product: 'tree-view',
  documented: '7.2.0',
  previous: snapshots[0],
  minors: snapshots.slice(1),
  packages: {
    '@mui/x-tree-view': {
      previousMajor: '6.17.0',
      minors: { '7.0': '7.0.0', '7.1': '7.1.1', '7.2': '7.2.0' },
    },
  },
});
const widget = history.items.Widget;

describe('reading a release', () => {
  test('a component gives its props, slots and class keys; an interface its members', () => {
    const widgetSnapshot = snapshots[3].items.Widget;
    expect(widgetSnapshot.kind).toBe('component');
    expect(widgetSnapshot.groups.props?.map((member) => member.name)).toEqual([
      'classes',
      'dense',
      'draggable',
      'flicker',
      'helperText',
      'label',
      'legacyToolbar',
      'oldSize',
      'size',
      'slots',
    ]);
    expect(widgetSnapshot.groups.slots?.map((member) => member.name)).toEqual(['toolbar']);
    expect(widgetSnapshot.groups.classes?.map((member) => member.name)).toEqual(['label', 'root']);
    expect(snapshots[3].items.WidgetApi.groups.members).toEqual([
      { name: 'getRow', deprecated: null },
      { name: 'setRows', deprecated: 'Use `apiRef.current.updateRows()` instead.' },
      { name: 'updateRows', deprecated: null },
    ]);
  });

  test('an item a release does not export is left out', () => {
    expect(snapshots[1].items.Gadget).toBeUndefined();
    expect(snapshots[2].items.Gadget.kind).toBe('component');
  });
});

describe('history builder', () => {
  test('members present since the first minor and in the previous major are not listed', () => {
    expect(widget.since).toBe('7.0');
    expect(widget.newInV7).toBe(false);
    expect(widget.members.props?.label).toBeUndefined();
    // Accepted through Material UI's props in 6.x, declared by the package in 7.x: not new.
    expect(snapshots[0].items.Widget.inheritedProps).toEqual(['helperText']);
    expect(widget.members.props?.helperText).toBeUndefined();
  });

  test('a prop that takes over a DOM attribute name is dated from its declaration', () => {
    expect(snapshots[1].items.Widget.inheritedProps).toEqual([]);
    expect(widget.members.props?.draggable).toEqual({ since: '7.2', newInV7: true });
    expect(widget.members.classes).toBeUndefined();
    expect(widget.members.slots).toBeUndefined();
  });

  test('a member added in a later minor gets its since and new-in-v7 flags', () => {
    expect(widget.members.props?.dense).toEqual({ since: '7.2', newInV7: true });
    expect(history.items.WidgetApi.members.members?.updateRows).toEqual({
      since: '7.1',
      newInV7: true,
    });
  });

  test('a member removed and re-added is dated from its return, with the gap recorded', () => {
    expect(widget.members.props?.flicker).toEqual({
      since: '7.2',
      absentIn: ['7.1'],
      newInV7: true,
    });
  });

  test('a rename: the new name is dated, the old one deprecated with the new one as replacement', () => {
    expect(widget.members.props?.size).toEqual({ since: '7.1', newInV7: true });
    expect(widget.members.props?.oldSize).toEqual({
      deprecated: {
        since: '7.1',
        reason: 'Use `size` instead.',
        replacement: { text: 'size', group: 'props', name: 'size' },
      },
    });
  });

  test('a deprecation names a method through apiRef; the replacement resolves to the member', () => {
    expect(history.items.WidgetApi.members.members?.setRows).toEqual({
      deprecated: {
        since: '7.2',
        reason: 'Use `apiRef.current.updateRows()` instead.',
        replacement: { text: 'updateRows', group: 'members', name: 'updateRows' },
      },
    });
  });

  test('a deprecation inherited from the previous major is dated there; a slot path resolves', () => {
    expect(widget.members.props?.legacyToolbar).toEqual({
      deprecated: {
        since: '6.17',
        reason: 'Use the `slots.toolbar` slot instead.',
        replacement: { text: 'slots.toolbar', group: 'slots', name: 'toolbar' },
      },
    });
  });

  test('an item added in a later minor is dated and new in v7; its members are not repeated', () => {
    expect(history.items.Gadget).toEqual({
      kind: 'component',
      package: '@mui/x-tree-view',
      since: '7.1',
      newInV7: true,
      members: {},
      deprecated: {
        since: '7.2',
        reason: 'Use `Widget` instead.',
        replacement: { text: 'Widget', item: 'Widget' },
      },
    });
    expect(widget.deprecated).toBeUndefined();
  });

  test('badge counts', () => {
    expect(countBadges(history)).toEqual({
      '@mui/x-tree-view': { since: 5, newInV7: 5, deprecated: 3, newItems: 1, deprecatedItems: 1 },
    });
  });
});

describe('parseReplacement', () => {
  test.each([
    ['Use `rowSelectionModel` instead.', 'rowSelectionModel'],
    ['Use the `slots.toolbar` slot instead.', 'slots.toolbar'],
    ['Use `apiRef.current.setRows()` instead', 'setRows'],
    ['Consider using `<DateField />` instead.', 'DateField'],
    ['Prefer `pagination={true}`.', 'pagination'],
    ['Replaced by {@link GridApi.updateRows}.', 'GridApi.updateRows'],
    ['Use slots.axisContent instead', 'slots.axisContent'],
    ['This prop will be removed in the next major.', null],
    ['Use `a b c` somehow.', null],
  ])('%s', (reason, expected) => {
    expect(parseReplacement(reason)).toBe(expected);
  });
});

describe('versions', () => {
  const published = [
    '6.19.0',
    '6.20.4',
    '7.0.0-beta.1',
    '7.0.0',
    '7.1.0',
    '7.1.1',
    '7.3.0',
    '7.12.0',
    '7.12.1',
    '8.0.0',
  ];

  test('the latest patch of each minor up to the documented version, and the last previous major', () => {
    expect(pickVersions(published, '7.12.0')).toEqual({
      previousMajor: '6.20.4',
      minors: { '7.0': '7.0.0', '7.1': '7.1.1', '7.3': '7.3.0', '7.12': '7.12.0' },
    });
  });

  test('a package first published in the major starts at its first minor', () => {
    expect(pickVersions(['7.4.0', '7.5.0', '7.5.2'], '7.12.0')).toEqual({
      previousMajor: null,
      minors: { '7.4': '7.4.0', '7.5': '7.5.2' },
    });
  });

  test('a package that skipped a minor is read at its latest earlier release', () => {
    const labels = ['7.0', '7.1', '7.2', '7.3'];
    const minors = { '7.1': '7.1.2', '7.3': '7.3.0' };
    expect(labels.map((label) => versionAt(minors, labels, label))).toEqual([
      undefined,
      '7.1.2',
      '7.1.2',
      '7.3.0',
    ]);
  });

  test('numeric order', () => {
    expect(compareVersions('7.10.0', '7.9.3')).toBeGreaterThan(0);
    expect(sortLabels(['7.10', '7.2', '7.9', '7.2'])).toEqual(['7.2', '7.9', '7.10']);
  });
});

describe('api:check of a history file', () => {
  const docs = new Map<string, ApiComponentDoc | ApiInterfaceDoc>([
    [
      'Widget',
      {
        kind: 'component',
        name: 'Widget',
        title: 'Widget API',
        description: '',
        plan: 'community',
        imports: [],
        props: ['dense', 'draggable', 'flicker', 'legacyToolbar', 'oldSize', 'size'].map(
          (name) => ({
            name,
            type: 'boolean',
            default: null,
            required: false,
            description: '',
            deprecated: null,
            signature: null,
            plan: null,
          }),
        ),
        slots: [{ name: 'toolbar', description: '', default: null }],
        cssClasses: [],
        demos: [],
      },
    ],
  ]);

  test('names the items and members data/api does not document, and malformed entries', () => {
    const errors = validateHistory(history, docs);
    expect(errors).toEqual([
      'item WidgetApi: not documented in data/api',
      'item Gadget: not documented in data/api',
    ]);
    const broken = JSON.parse(JSON.stringify(history)) as typeof history;
    broken.items.Widget.members.props = { missing: { since: '7.9' }, dense: { since: 'soon' } };
    broken.items.Widget.members.slots = { toolbar: {}, menu: { since: '7.1' } };
    broken.items.Widget.deprecated = {
      since: '7.1',
      reason: '',
      replacement: { text: 'Nothing', item: 'Nothing' },
    };
    expect(validateHistory(broken, docs)).toEqual(
      expect.arrayContaining([
        'Widget props missing: not in data/api',
        'Widget props dense: since "soon" is not a minor of the file',
        'Widget slots toolbar: lists nothing',
        'Widget slots menu: not in data/api',
        'item Widget: replacement item Nothing is not in data/api',
      ]),
    );
  });
});
