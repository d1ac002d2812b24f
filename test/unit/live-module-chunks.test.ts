/**
 * @jest-environment node
 */
import { LIVE_INDEX_EXPORT, liveOnlyChunks } from '@/scripts/live-module-chunks';

/** A chunk's text that loads `names` on demand, as the bundler writes such a loader. */
const loads = (...names: string[]) =>
  `e.v(t=>Promise.all([${names.map((name) => JSON.stringify(`static/chunks/${name}`)).join(',')}].map(t=>e.l(t))))`;

describe('chunks of the live module tables', () => {
  test('leaves out what only the tables reach, keeps what pages and demos load too', () => {
    const chunks = new Map([
      // A page's entry loads a demo and the editing code; the editing code loads the index.
      ['page.js', loads('demo.js', 'editor.js')],
      ['demo.js', loads('grid-a.js')],
      ['grid-a.js', 'grid code'],
      ['editor.js', loads('index.js')],
      [
        'index.js',
        `${loads('table-grid.js', 'table-local.js')};e.s([${JSON.stringify(LIVE_INDEX_EXPORT)},0,i])`,
      ],
      // A table loads a copy of the grid cut differently, and the same chunk the demo loads.
      ['table-grid.js', loads('grid-b.js', 'grid-a.js')],
      ['grid-b.js', loads('grid-b-part.js')],
      ['grid-b-part.js', 'more grid code'],
      ['table-local.js', loads('rows.js')],
      ['rows.js', 'rows'],
    ]);
    expect(liveOnlyChunks(chunks)).toEqual({
      only: ['grid-b-part.js', 'grid-b.js', 'rows.js', 'table-grid.js', 'table-local.js'],
      index: ['index.js'],
    });
  });

  test('without the index nothing is left out', () => {
    const chunks = new Map([
      ['page.js', loads('demo.js')],
      ['demo.js', 'demo'],
    ]);
    expect(liveOnlyChunks(chunks)).toEqual({ only: [], index: [] });
  });
});
