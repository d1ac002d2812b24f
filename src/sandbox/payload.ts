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
  /** Modules beside the demo that it imports (shared data), written next to it in `src/`. */
  modules?: ReadonlyArray<{ name: string; code: string }>;
}

export interface SandboxProject {
  title: string;
  description: string;
  files: Record<string, string>;
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
  const devDependencies: Record<string, string> = ts
    ? { typescript: '^5.4.0', '@types/react': '^18.3.0', '@types/react-dom': '^18.3.0' }
    : {};
  const entry = `import * as React from 'react';
import * as ReactDOM from 'react-dom/client';
import { StyledEngineProvider } from '@mui/material/styles';
import Demo from './Demo';

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
    [`src/Demo.${extension}`]: demo.code.endsWith('\n') ? demo.code : `${demo.code}\n`,
  };
  for (const local of demo.modules ?? []) {
    files[`src/${local.name}`] = local.code.endsWith('\n') ? local.code : `${local.code}\n`;
  }
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
