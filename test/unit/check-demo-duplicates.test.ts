/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import {
  MAX_SHARED_LINES,
  findSharedRuns,
  significantLines,
  sourceFilesUnder,
} from '@/scripts/check-demo-duplicates';

const root = path.resolve(__dirname, '../..');
const fixtures = path.join(root, 'test/fixtures/demo-duplicates');

describe('significant lines', () => {
  test('blank lines, comments, imports and lone punctuation do not count', () => {
    const lines = significantLines(
      [
        "import * as React from 'react';",
        'import {',
        '  DataGrid,',
        "} from '@mui/x-data-grid';",
        '',
        '// A comment',
        '/* A block',
        '   comment */',
        'const  rows   = [',
        "  { id: 1, name: 'Fern' },",
        '];',
        '});',
        '      />',
      ].join('\n'),
    );
    expect(lines).toEqual([
      { line: 9, key: 'const rows = [' },
      { line: 10, key: "{ id: 1, name: 'Fern' }," },
    ]);
  });
});

describe('shared runs', () => {
  test('two demos with the same inline table of more than twenty lines share a run', () => {
    const runs = findSharedRuns(sourceFilesUnder(path.join(fixtures, 'copied')));
    expect(runs).toHaveLength(1);
    const [run] = runs;
    expect([run.a.name, run.b.name].sort()).toEqual(['OrdersSummary.tsx', 'OrdersTable.tsx']);
    expect(run.length).toBeGreaterThan(MAX_SHARED_LINES);
    expect(run.lines).toContain("  { id: 22, city: 'Nice', orders: 67 },");
    // The run starts at the table's type and ends with its last row, in both files.
    expect(run.a).toMatchObject({ from: 4, to: 32 });
    expect(run.b).toMatchObject({ from: 4, to: 32 });
  });

  test('twenty shared lines are allowed', () => {
    const files = sourceFilesUnder(path.join(fixtures, 'below-threshold'));
    expect(findSharedRuns(files)).toEqual([]);
    // One line fewer allowed, and the same pair fails.
    expect(findSharedRuns(files, MAX_SHARED_LINES - 1)).toHaveLength(1);
  });
});

describe('the command', () => {
  const run = (folder: string) =>
    spawnSync(
      path.join(root, 'node_modules/.bin/tsx'),
      ['scripts/check-demo-duplicates.ts', folder],
      { cwd: root, encoding: 'utf8' },
    );

  test('fails on a copy, naming both files and the shared lines', () => {
    const result = run('test/fixtures/demo-duplicates/copied');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'test/fixtures/demo-duplicates/copied/OrdersSummary.tsx:4-32 and test/fixtures/demo-duplicates/copied/OrdersTable.tsx:4-32 share 27 lines',
    );
    expect(result.stderr).toContain("{ id: 1, city: 'Lisbon', orders: 10 },");
  });

  test('passes when no two demos share more than twenty lines', () => {
    const result = run('test/fixtures/demo-duplicates/below-threshold');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
