import LZString from 'lz-string';
import {
  ADAPTER_DEPENDENCIES,
  MUI_X_VERSION,
  packageOf,
  sandboxDependencies,
} from '@/src/sandbox/dependencies';
import {
  codeSandboxParameters,
  createSandboxProject,
  sandboxLayout,
  stackBlitzFields,
} from '@/src/sandbox/payload';

const pickerDemo = (adapter: string) => [
  'react',
  '@mui/x-date-pickers/DatePicker',
  '@mui/x-date-pickers/LocalizationProvider',
  `@mui/x-date-pickers/${adapter}`,
];

describe('sandbox dependencies', () => {
  test.each([
    ['AdapterDayjs', { dayjs: '^1.11.10' }],
    ['AdapterDateFns', { 'date-fns': '^2.30.0' }],
    ['AdapterLuxon', { luxon: '^3.4.4' }],
    ['AdapterMoment', { moment: '^2.29.4' }],
  ])('%s brings its date library range', (adapter, expected) => {
    const dependencies = sandboxDependencies(pickerDemo(adapter));
    expect(dependencies).toMatchObject(expected);
    expect(dependencies['@mui/x-date-pickers']).toBe('7.12.0');
  });

  test('only the adapter the demo imports is added', () => {
    const dependencies = sandboxDependencies(pickerDemo('AdapterLuxon'));
    expect(dependencies).not.toHaveProperty('dayjs');
    expect(dependencies).not.toHaveProperty('moment');
    expect(dependencies).not.toHaveProperty('date-fns');
  });

  test('the date-fns v3 adapters, Gregorian and Jalali, bring the v3 libraries', () => {
    expect(sandboxDependencies(pickerDemo('AdapterDateFnsV3'))).toMatchObject({
      'date-fns': '^3.6.0',
    });
    expect(sandboxDependencies(pickerDemo('AdapterDateFnsJalaliV3'))).toMatchObject({
      'date-fns-jalali': '^3.2.0-0',
    });
  });

  test('an unknown adapter throws a TypeError naming it', () => {
    expect(() => sandboxDependencies(pickerDemo('AdapterTemporal'))).toThrow(TypeError);
    expect(() => sandboxDependencies(pickerDemo('AdapterTemporal'))).toThrow(/AdapterTemporal/);
  });

  test('every MUI X package is pinned to exactly 7.12.0, with Material UI and Emotion', () => {
    const dependencies = sandboxDependencies([
      '@mui/x-data-grid-premium',
      '@mui/x-charts/BarChart',
      '@mui/x-tree-view/SimpleTreeView',
      '@mui/icons-material/Delete',
      './local',
    ]);
    expect(MUI_X_VERSION).toBe('7.12.0');
    expect(dependencies).toMatchObject({
      '@mui/x-data-grid-premium': '7.12.0',
      '@mui/x-charts': '7.12.0',
      '@mui/x-tree-view': '7.12.0',
      '@mui/material': '^5.18.0',
      '@mui/icons-material': '^5.18.0',
      '@emotion/react': expect.any(String),
      '@emotion/styled': expect.any(String),
      react: '^18.3.1',
      'react-dom': '^18.3.1',
    });
    expect(Object.keys(dependencies)).not.toContain('./local');
  });

  test('timeline demos get the Lab release made for Material UI 5, not `latest`', () => {
    expect(sandboxDependencies(['@mui/lab/Timeline', '@mui/lab/TimelineItem'])).toMatchObject({
      '@mui/lab': '5.0.0-alpha.177',
      '@mui/material': '^5.18.0',
    });
  });

  test('adapter table covers the four date libraries', () => {
    expect(Object.keys(ADAPTER_DEPENDENCIES)).toEqual(
      expect.arrayContaining(['AdapterDayjs', 'AdapterDateFns', 'AdapterLuxon', 'AdapterMoment']),
    );
  });

  test.each([
    ['@mui/x-data-grid/hooks', '@mui/x-data-grid'],
    ['dayjs', 'dayjs'],
    ['dayjs/plugin/utc', 'dayjs'],
    ['./Demo', null],
  ])('package of %s is %s', (specifier, name) => {
    expect(packageOf(specifier)).toBe(name);
  });
});

describe('sandbox payloads', () => {
  const demo = {
    name: 'BasicDatePicker',
    title: 'Date Picker',
    code: "import * as React from 'react';\nexport default function BasicDatePicker() { return null; }",
    imports: pickerDemo('AdapterDayjs'),
  };

  test('a TypeScript project has package.json, index, demo and tsconfig', () => {
    const project = createSandboxProject({ ...demo, variant: 'TS' });
    expect(Object.keys(project.files).sort()).toEqual(
      [
        'package.json',
        'public/index.html',
        'src/Demo.tsx',
        'src/index.tsx',
        'tsconfig.json',
      ].sort(),
    );
    const pkg = JSON.parse(project.files['package.json']);
    expect(pkg.dependencies).toMatchObject({ '@mui/x-date-pickers': '7.12.0', dayjs: '^1.11.10' });
    expect(pkg.devDependencies).toHaveProperty('typescript');
    expect(project.files['src/Demo.tsx']).toContain('BasicDatePicker');
    expect(project.files['src/index.tsx']).toContain("import Demo from './Demo'");
  });

  test('a JavaScript project has no TypeScript files', () => {
    const project = createSandboxProject({ ...demo, variant: 'JS' });
    expect(Object.keys(project.files)).toEqual(
      expect.arrayContaining(['src/Demo.jsx', 'src/index.jsx']),
    );
    expect(project.files).not.toHaveProperty('tsconfig.json');
    expect(project.files['src/index.jsx']).not.toContain('!)');
  });

  test('CodeSandbox parameters decode back to the files', () => {
    const project = createSandboxProject({ ...demo, variant: 'TS' });
    const parameters = codeSandboxParameters(project);
    expect(parameters).not.toMatch(/[+/=]/);
    const decoded = JSON.parse(
      LZString.decompressFromBase64(parameters.replace(/-/g, '+').replace(/_/g, '/')) ?? '{}',
    );
    expect(decoded.files['src/Demo.tsx'].content).toBe(project.files['src/Demo.tsx']);
  });

  test("a demo's modules are written beside it, in the project's language", () => {
    const modules = [{ name: 'plants.js', code: "export const plants = [{ name: 'Fern' }];" }];
    const project = createSandboxProject({ ...demo, variant: 'JS', modules });
    expect(project.files['src/plants.js']).toBe(`${modules[0].code}\n`);
    expect(
      Object.keys(project.files)
        .filter((file) => file.startsWith('src/'))
        .sort(),
    ).toEqual(['src/Demo.jsx', 'src/index.jsx', 'src/plants.js']);
  });

  test('a module of a parent folder keeps its place above the demo, so the import resolves', () => {
    const modules = [{ name: '../restaurants.ts', code: 'export const restaurants = [];' }];
    const project = createSandboxProject({
      ...demo,
      variant: 'TS',
      modules,
      folder: 'x/react-data-grid/filtering/quick-filter',
    });
    expect(project.files['src/restaurants.ts']).toBe(`${modules[0].code}\n`);
    expect(project.files['src/quick-filter/Demo.tsx']).toBeDefined();
    // The sandbox opens the demo's own file.
    expect(project.demoFile).toBe('src/quick-filter/Demo.tsx');
    expect(project.files['src/index.tsx']).toContain("import Demo from './quick-filter/Demo';");
    expect(project.files).not.toHaveProperty('src/Demo.tsx');
  });

  test('modules of sibling and parent folders are laid out from their deepest common folder', () => {
    expect(
      sandboxLayout(
        [{ name: '../row-grouping/deals.ts' }, { name: 'notes.ts' }],
        'x/react-data-grid/recipes-row-grouping',
      ),
    ).toEqual({
      demoFolder: 'recipes-row-grouping',
      modulePaths: ['row-grouping/deals.ts', 'recipes-row-grouping/notes.ts'],
    });
    expect(sandboxLayout([{ name: '../../a/b.ts' }], 'x/c/d')).toEqual({
      demoFolder: 'c/d',
      modulePaths: ['a/b.ts'],
    });
    // Beside the demo: everything in src/.
    expect(sandboxLayout([{ name: 'shipments.js' }])).toEqual({
      demoFolder: '',
      modulePaths: ['shipments.js'],
    });
    expect(() => sandboxLayout([{ name: '../data.ts' }])).toThrow(/demo's folder/);
    expect(() => sandboxLayout([{ name: '../../data.ts' }], 'x')).toThrow(/outside the docs/);
  });

  test('StackBlitz fields carry every file and the dependencies', () => {
    const project = createSandboxProject({ ...demo, variant: 'JS' });
    const fields = stackBlitzFields(project);
    expect(fields['project[files][src/Demo.jsx]']).toBe(project.files['src/Demo.jsx']);
    expect(JSON.parse(fields['project[dependencies]'])).toMatchObject({ dayjs: '^1.11.10' });
  });
});
