import * as React from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { transpile } from '@/src/live/transpile';
import {
  evaluateDemo,
  ModuleLoadError,
  moduleKey,
  tableResolver,
  UnknownModuleError,
  type ModuleTable,
} from '@/src/live/evaluate';
import { createLiveSession, LIVE_RUN_DELAY_MS, type LiveSession } from '@/src/live/session';
import { highlightCode } from '@/src/live/highlight';
import { setEditedDemo, withEditedDemos } from '@/src/markdown/editedDemos';
import { liveModuleTable, liveModulesSources } from '@/scripts/generate-live-modules';
import { moduleGroup } from '@/src/live/moduleGroup';
import { demoFiles } from '@/src/content/server/files';

const modules: ModuleTable = {
  react: async () => React,
  'react/jsx-runtime': async () => import('react/jsx-runtime'),
  '~/x/guide/labels': async () => ({ greeting: 'Hello from a data file' }),
};

const LABELS = {
  editor: 'Editable code of the demo',
  hint: 'Press Escape, then Tab, to leave the editor.',
  problem: 'The edited code does not run:',
  line: 'line',
  column: 'column',
};

const ORIGINAL_TS = `import * as React from 'react';

export default function Counter(): React.JSX.Element {
  const [count, setCount] = React.useState<number>(0);
  return <button onClick={() => setCount(count + 1)}>Clicked {count} times</button>;
}
`;

describe('transpile', () => {
  test('strips types and compiles JSX and imports to a CommonJS body', () => {
    const result = transpile(ORIGINAL_TS);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.code).toContain("require('react')");
    expect(result.code).toContain('react/jsx-runtime');
    expect(result.code).not.toContain('React.JSX.Element');
    expect(result.code).not.toContain('<number>');
  });

  test('type-only imports are dropped, so they need no module at run time', () => {
    const result = transpile(
      `import type { GridColDef } from '@mui/x-data-grid';\nconst columns: GridColDef[] = [];\nexport default columns;`,
    );
    expect(result.ok && result.code).not.toContain('@mui/x-data-grid');
  });

  test('a syntax error comes back with its line and column', () => {
    const result = transpile(`const a = 1;\nconst b = (;\n`);
    expect(result).toEqual({
      ok: false,
      problem: { message: expect.any(String), line: 2, column: 12 },
    });
    if (!result.ok) expect(result.problem.message).not.toMatch(/\(\d+:\d+\)$/);
  });
});

describe('evaluateDemo', () => {
  test('resolves relative imports against the demo folder', () => {
    expect(moduleKey('./rows', 'x/react-data-grid/sorting')).toBe(
      '~/x/react-data-grid/sorting/rows',
    );
    expect(moduleKey('../data/rows.ts', 'x/react-data-grid/sorting')).toBe(
      '~/x/react-data-grid/data/rows',
    );
    expect(moduleKey('@mui/x-data-grid', 'x/anything')).toBe('@mui/x-data-grid');
  });

  test('runs the module with the modules of the table and returns its default export', async () => {
    const result = transpile(
      `import { greeting } from './labels';\nexport default function Hello() { return <p>{greeting}</p>; }`,
    );
    if (!result.ok) throw new Error(result.problem.message);
    const Hello = await evaluateDemo(result.code, 'x/guide', tableResolver(modules));
    render(<Hello />);
    expect(screen.getByText('Hello from a data file')).toBeInTheDocument();
  });

  test('an import outside the table names the module', async () => {
    const result = transpile(`import confetti from 'canvas-confetti';\nexport default confetti;`);
    if (!result.ok) throw new Error(result.problem.message);
    await expect(evaluateDemo(result.code, 'x/guide', tableResolver(modules))).rejects.toThrow(
      UnknownModuleError,
    );
    await expect(evaluateDemo(result.code, 'x/guide', tableResolver(modules))).rejects.toThrow(
      '"canvas-confetti"',
    );
  });

  test('a module whose chunk does not arrive is named, and offline the message says why', async () => {
    const result = transpile(
      `import { LineChart } from '@mui/x-charts/LineChart';\nexport default LineChart;`,
    );
    if (!result.ok) throw new Error(result.problem.message);
    const failing: ModuleTable = {
      '@mui/x-charts/LineChart': async () => {
        throw new Error('Failed to load chunk static/chunks/line.js');
      },
    };
    await expect(evaluateDemo(result.code, 'x/guide', tableResolver(failing))).rejects.toThrow(
      '"@mui/x-charts/LineChart" could not be loaded: Failed to load chunk static/chunks/line.js.',
    );
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const error = await evaluateDemo(result.code, 'x/guide', tableResolver(failing)).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(ModuleLoadError);
      expect((error as Error).message).toMatch(
        /^"@mui\/x-charts\/LineChart" could not be loaded: the browser is offline/,
      );
    } finally {
      onLine.mockRestore();
    }
  });

  test('a module without a default export is explained', async () => {
    const result = transpile(`export const value = 1;`);
    if (!result.ok) throw new Error(result.problem.message);
    await expect(evaluateDemo(result.code, 'x/guide', tableResolver(modules))).rejects.toThrow(
      /export its component as default/,
    );
  });
});

describe('live session', () => {
  function Original() {
    return <p>Original demo</p>;
  }

  function start(): LiveSession {
    return createLiveSession({
      demoId: 'x/guide/Counter',
      name: 'Counter',
      original: {
        TS: ORIGINAL_TS,
        JS: ORIGINAL_TS.replace('(): React.JSX.Element', '()').replace('<number>', ''),
      },
      component: Original,
      modules,
      labels: LABELS,
    });
  }

  function Harness({ session }: { session: LiveSession }) {
    return (
      <>
        <session.Stage />
        <session.Editor variant="TS" />
      </>
    );
  }

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function type(code: string) {
    fireEvent.change(screen.getByRole('textbox', { name: /Editable code of the demo/ }), {
      target: { value: code },
    });
    await act(async () => {
      jest.advanceTimersByTime(LIVE_RUN_DELAY_MS);
    });
  }

  test('shows the original until an edit runs, then the edited component', async () => {
    const session = start();
    render(<Harness session={session} />);
    expect(screen.getByText('Original demo')).toBeInTheDocument();
    const editor = screen.getByRole('textbox', { name: /Editable code of the demo/ });
    expect(editor).toHaveValue(ORIGINAL_TS);
    expect(editor).toHaveAccessibleDescription(LABELS.hint);
    await type(ORIGINAL_TS.replace('Clicked {count} times', 'Pressed {count}×'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Pressed 0×' })).toBeInTheDocument(),
    );
    expect(session.edited('TS')).toBe(true);
    expect(session.code('TS')).toContain('Pressed');
    expect(session.edited('JS')).toBe(false);
  });

  test('waits for a pause in typing before running', async () => {
    const session = start();
    render(<Harness session={session} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Editable code of the demo/ }), {
      target: { value: ORIGINAL_TS.replace('Clicked', 'Tapped') },
    });
    await act(async () => {
      jest.advanceTimersByTime(LIVE_RUN_DELAY_MS - 50);
    });
    expect(screen.getByText('Original demo')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(50);
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Tapped 0 times' })).toBeInTheDocument(),
    );
  });

  test('a syntax error is shown with its place while the last render stays; fixing it clears it', async () => {
    const session = start();
    render(<Harness session={session} />);
    await type(ORIGINAL_TS.replace('Clicked', 'Hit'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Hit 0 times' })).toBeInTheDocument(),
    );
    await type(ORIGINAL_TS.replace('return <button', 'return <button <'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LABELS.problem);
    expect(alert).toHaveTextContent(/line 5, column \d+/);
    expect(screen.getByRole('button', { name: 'Hit 0 times' })).toBeInTheDocument();
    await type(ORIGINAL_TS.replace('Clicked', 'Hit again'));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Hit again 0 times' })).toBeInTheDocument();
  });

  test('a component that throws while rendering leaves the last working one on screen', async () => {
    const session = start();
    const warn = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<Harness session={session} />);
    await type(`export default function Broken(): never { throw new Error('no rows given'); }`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('no rows given');
    expect(screen.getByText('Original demo')).toBeInTheDocument();
    warn.mockRestore();
  });

  test('an unknown import is named', async () => {
    const session = start();
    render(<Harness session={session} />);
    await type(
      `import party from 'party-js';\nexport default function P() { return <p>{String(party)}</p>; }`,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '"party-js" cannot be imported here',
    );
    expect(screen.getByText('Original demo')).toBeInTheDocument();
  });
});

test('highlighting uses the token classes of the build-time highlighter', () => {
  const html = highlightCode(`const rows: Row[] = [];`, 'TS');
  expect(html).toContain('<span class="token keyword">const</span>');
  expect(highlightCode('<Box sx={{ p: 1 }} />', 'JS')).toContain('token tag');
});

test('the page Markdown carries edited demos in place of their original code', () => {
  const twin = [
    '## Sorting',
    '',
    'Demo: **Basic sorting** (`BasicSorting.tsx`)',
    '',
    '```tsx',
    'export default function BasicSorting() {}',
    '```',
    '',
    'Demo: **Other** (`Other.tsx`)',
    '',
    '```tsx',
    'export default function Other() {}',
    '```',
  ].join('\n');
  expect(withEditedDemos(twin)).toBe(twin);
  setEditedDemo('BasicSorting', { variant: 'JS', code: 'export default function Edited() {}' });
  const copied = withEditedDemos(twin);
  expect(copied).toContain('```jsx\nexport default function Edited() {}\n```');
  expect(copied).not.toContain('function BasicSorting');
  expect(copied).toContain('export default function Other() {}');
  setEditedDemo('BasicSorting', null);
  expect(withEditedDemos(twin)).toBe(twin);
});

test('the module table offers every package and data file the demos import', () => {
  const table = liveModuleTable(demoFiles());
  for (const specifier of [
    'react',
    'react/jsx-runtime',
    '@mui/x-data-grid',
    '@mui/x-date-pickers/AdapterDayjs',
    'dayjs',
  ]) {
    expect(table.has(specifier)).toBe(true);
  }
  expect(table.has('canvas-confetti')).toBe(false);
  expect(table.has('~/x/react-data-grid/row-selection/shipments')).toBe(true);
  // One table per package, and an index that loads only the tables a code imports.
  const files = liveModulesSources(table);
  expect(files.get('modules/mui-x-data-grid.generated.ts')).toContain(
    `"@mui/x-data-grid": () => import("@mui/x-data-grid"),`,
  );
  expect(files.get('modules/mui-x-data-grid.generated.ts')).not.toContain('@mui/material/');
  expect(files.get('modules/local.generated.ts')).toContain(
    '"~/x/react-data-grid/row-selection/shipments": () => import("../../../data/docs/x/react-data-grid/row-selection/shipments"),',
  );
  expect(files.get('modules.generated.ts')).toContain(
    '"@mui/material": () => import("./modules/mui-material.generated"),',
  );
  expect(moduleGroup('@mui/x-data-grid/locales')).toBe('@mui/x-data-grid');
  expect(moduleGroup('dayjs/plugin/utc')).toBe('dayjs');
  expect(moduleGroup('~/x/charts/data')).toBe('local');
});
