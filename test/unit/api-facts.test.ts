/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ApiComponentDoc } from '@/src/api-docs/types';
import { loadApiFacts, parseApiFacts, type ApiFacts } from '@/scripts/api/facts';
import { generateApiDocs } from '@/scripts/api/generate';
import { stableJson } from '@/scripts/api/json';
import { loadApiNames } from '@/scripts/api-names';

const FILE = 'scripts/api/facts/example.json';

function facts(overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    package: '@mui/x-example-pro',
    version: '7.12.0',
    product: 'tree-view',
    plan: 'pro',
    name: 'ExamplePro',
    description: 'An example.',
    imports: ["import { ExamplePro } from '@mui/x-example-pro';"],
    props: [
      { name: 'zeta', type: 'boolean', default: 'false', description: 'Last.' },
      { name: 'alpha', type: 'string', required: true, description: 'First.' },
    ],
    slots: [{ name: 'root', default: 'ExampleProRoot', description: 'Root.' }],
    cssClasses: [],
    demos: [],
    ...overrides,
  });
}

describe('facts files', () => {
  test('a facts file becomes a component page, members sorted, absent fields null', () => {
    const { product, doc } = parseApiFacts(FILE, facts());
    expect(product).toBe('tree-view');
    expect(doc).toMatchObject({ kind: 'component', name: 'ExamplePro', title: 'ExamplePro API' });
    expect(doc.props.map((prop) => prop.name)).toEqual(['alpha', 'zeta']);
    expect(doc.props[0]).toEqual({
      name: 'alpha',
      type: 'string',
      default: null,
      required: true,
      description: 'First.',
      deprecated: null,
      signature: null,
      plan: null,
    });
  });

  test.each([
    ['broken JSON', '{', /example\.json: invalid JSON/],
    [
      'a prop without a type',
      facts({ props: [{ name: 'a', description: '' }] }),
      /props\[0\]\.type/,
    ],
    ['an unknown plan', facts({ plan: 'gold' }), /plan gold/],
    [
      'a prop listed twice',
      facts({
        props: [
          { name: 'a', type: 'string', description: '' },
          { name: 'a', type: 'number', description: '' },
        ],
      }),
      /prop a is listed twice/,
    ],
  ])('%s is an error naming the file', (_, text, message) => {
    expect(() => parseApiFacts(FILE, text)).toThrow(message);
  });
});

describe('RichTreeViewPro, released with 7.12.0 but not installable here', () => {
  const pathname = '/x/api/tree-view/rich-tree-view-pro';
  let known: ApiFacts;
  let generated: ReturnType<typeof generateApiDocs>;
  beforeAll(() => {
    known = loadApiFacts(process.cwd()).get('tree-view/RichTreeViewPro') as ApiFacts;
    generated = generateApiDocs(
      process.cwd(),
      [
        { pathname, product: 'tree-view', name: 'RichTreeViewPro' },
        { pathname: '/x/api/tree-view/no-such-thing', product: 'tree-view', name: 'NoSuchThing' },
      ],
      [],
    );
  }, 120_000);

  test('its facts describe the 7.12.0 Pro package', () => {
    expect(known).toMatchObject({ packageName: '@mui/x-tree-view-pro', version: '7.12.0' });
    expect(known.doc.plan).toBe('pro');
  });

  test('the generator writes its page from the facts file; other unknown names stay unresolved', () => {
    const doc = generated.files.get('tree-view/rich-tree-view-pro.json') as ApiComponentDoc;
    expect(doc).toEqual(known.doc);
    expect(generated.unresolved.map((entry) => entry.pathname)).toEqual([
      '/x/api/tree-view/no-such-thing',
    ]);
    const committed = fs.readFileSync(
      path.join(process.cwd(), 'data/api/tree-view/rich-tree-view-pro.json'),
      'utf8',
    );
    expect(committed).toBe(stableJson(doc));
  });

  test('its reordering props, with their types and defaults', () => {
    const prop = (name: string) => known.doc.props.find((entry) => entry.name === name);
    expect(prop('itemsReordering')).toMatchObject({ type: 'boolean', default: 'false' });
    expect(prop('isItemReorderable')).toMatchObject({
      type: '(itemId: string) => boolean',
      default: '() => true',
    });
    expect(prop('experimentalFeatures')?.type).toBe(
      '{ indentationAtItemLevel?: boolean; itemsReordering?: boolean }',
    );
    for (const name of ['canMoveItemToNewPosition', 'onItemPositionChange']) {
      expect(prop(name)?.signature?.parameters.map((parameter) => parameter.name)).toEqual([
        'params',
        'params.itemId',
        'params.oldPosition',
        'params.newPosition',
      ]);
    }
    expect(known.doc.slots.find((slot) => slot.name === 'root')).toMatchObject({
      default: 'RichTreeViewProRoot',
      className: 'MuiRichTreeViewPro-root',
    });
  });

  test('its names are known to the MDX check of Tree View pages', () => {
    const names = loadApiNames(process.cwd(), 'tree-view').all;
    for (const name of [
      'RichTreeViewPro',
      'itemsReordering',
      'isItemReorderable',
      'canMoveItemToNewPosition',
      'onItemPositionChange',
      'TreeViewItemReorderPosition',
    ]) {
      expect(names).toContain(name);
    }
  });
});
