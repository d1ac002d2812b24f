import LZString from 'lz-string';
import { sandboxDependencies } from './dependencies';

export type SourceVariant = 'TS' | 'JS';

export interface SandboxDemo {
  /** Demo component name, e.g. `BasicDataGrid`. */
  name: string;
  /** Page title, used to name the sandbox. */
  title: string;
  code: string;
  variant: SourceVariant;
  /** Module specifiers the demo (and its modules) import. */
  imports: readonly string[];
  /**
   * Modules the demo imports (shared data), each named by its path from the demo's folder:
   * `shipments.ts` beside it, `../restaurants.ts` in a parent page's folder.
   */
  modules?: ReadonlyArray<{ name: string; code: string }>;
  /**
   * The demo's folder under the docs (`x/react-data-grid/filtering/quick-filter`): needed when a
   * module lies outside that folder, to give the sandbox the same folders between the two.
   */
  folder?: string;
}

/** A path's segments with `.` and `..` applied; null when it climbs above its start. */
function normalize(segments: readonly string[]): string[] | null {
  const out: string[] = [];
  for (const segment of segments) {
    if (segment === '..') {
      if (out.length === 0) return null;
      out.pop();
    } else if (segment !== '.' && segment !== '') {
      out.push(segment);
    }
  }
  return out;
}

/**
 * Where the demo and its modules go under `src/`, so that every import the code holds resolves
 * unchanged: with modules beside it, all sit in `src/`; a module in a parent or sibling folder
 * keeps the folders between it and the demo (`../restaurants` from `quick-filter/` puts the demo
 * in `src/quick-filter/Demo.tsx` and the module in `src/restaurants.ts`).
 */
export function sandboxLayout(
  modules: ReadonlyArray<{ name: string }>,
  folder?: string,
): { demoFolder: string; modulePaths: string[] } {
  const climbs = modules.some((local) => local.name.startsWith('../'));
  if (!climbs) {
    return { demoFolder: '', modulePaths: modules.map((local) => local.name) };
  }
  const demoPath = folder ? normalize(folder.split('/')) : null;
  if (!demoPath) {
    throw new Error(
      `A sandbox needs the demo's folder to place ${modules.map((local) => local.name).join(', ')}`,
    );
  }
  const full = modules.map((local) => {
    const resolved = normalize([...demoPath, ...local.name.split('/')]);
    if (!resolved) throw new Error(`"${local.name}" lies outside the docs, from "${folder}"`);
    return resolved;
  });
  // The deepest folder that holds the demo and every module.
  let common = demoPath.length;
  for (const target of full) {
    let shared = 0;
    while (shared < common && shared < target.length - 1 && target[shared] === demoPath[shared]) {
      shared += 1;
    }
    common = shared;
  }
  return {
    demoFolder: demoPath.slice(common).join('/'),
    modulePaths: full.map((target) => target.slice(common).join('/')),
  };
}

export interface SandboxProject {
  title: string;
  description: string;
  files: Record<string, string>;
  /** The demo's file, the one the sandbox opens first (`src/Demo.tsx`, `src/quick-filter/Demo.tsx`). */
  demoFile: string;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

const indexHtml = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="initial-scale=1, width=device-width" />
    <title>MUI X demo</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** A complete, runnable project (package.json, index, demo) for one demo in one language. */
export function createSandboxProject(demo: SandboxDemo): SandboxProject {
  const ts = demo.variant === 'TS';
  const extension = ts ? 'tsx' : 'jsx';
  const dependencies = sandboxDependencies(demo.imports);
  const modules = demo.modules ?? [];
  const { demoFolder, modulePaths } = sandboxLayout(modules, demo.folder);
  const demoPath = demoFolder ? `${demoFolder}/Demo` : 'Demo';
  const devDependencies: Record<string, string> = ts
    ? { typescript: '^5.4.0', '@types/react': '^18.3.0', '@types/react-dom': '^18.3.0' }
    : {};
  const entry = `import * as React from 'react';
import * as ReactDOM from 'react-dom/client';
import { StyledEngineProvider } from '@mui/material/styles';
import Demo from './${demoPath}';

ReactDOM.createRoot(document.querySelector('#root')${ts ? '!' : ''}).render(
  <React.StrictMode>
    <StyledEngineProvider injectFirst>
      <Demo />
    </StyledEngineProvider>
  </React.StrictMode>,
);
`;
  const packageJson = {
    name: demo.name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase(),
    private: true,
    description: `${demo.name} demo from the MUI X ${dependencies['@mui/x-data-grid'] ?? '7.12.0'} docs`,
    main: `index.${extension}`,
    scripts: { start: 'react-scripts start', build: 'react-scripts build' },
    dependencies: { ...dependencies, 'react-scripts': 'latest' },
    devDependencies,
  };
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
    'public/index.html': indexHtml,
    [`src/index.${extension}`]: entry,
  };
  const demoFile = `src/${demoPath}.${extension}`;
  files[demoFile] = demo.code.endsWith('\n') ? demo.code : `${demo.code}\n`;
  modules.forEach((local, index) => {
    files[`src/${modulePaths[index]}`] = local.code.endsWith('\n') ? local.code : `${local.code}\n`;
  });
  if (ts) {
    files['tsconfig.json'] = `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2020',
          lib: ['dom', 'es2020'],
          jsx: 'react-jsx',
          module: 'esnext',
          moduleResolution: 'node',
          strict: true,
          esModuleInterop: true,
          skipLibCheck: true,
        },
        include: ['src'],
      },
      null,
      2,
    )}\n`;
  }
  return {
    title: `${demo.title} - ${demo.name}`,
    description: `Live demo from the MUI X 7.12.0 documentation.`,
    files,
    demoFile,
    dependencies: packageJson.dependencies,
    devDependencies,
  };
}

/** The `parameters` field CodeSandbox's define endpoint expects: LZ-compressed, URL-safe base64. */
export function codeSandboxParameters(project: SandboxProject): string {
  const files = Object.fromEntries(
    Object.entries(project.files).map(([path, content]) => [path, { content, isBinary: false }]),
  );
  return LZString.compressToBase64(JSON.stringify({ files }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Form fields for StackBlitz's POST API. */
export function stackBlitzFields(project: SandboxProject): Record<string, string> {
  const fields: Record<string, string> = {
    'project[title]': project.title,
    'project[description]': project.description,
    'project[template]': 'create-react-app',
    'project[dependencies]': JSON.stringify(project.dependencies),
  };
  for (const [path, content] of Object.entries(project.files)) {
    fields[`project[files][${path}]`] = content;
  }
  return fields;
}
