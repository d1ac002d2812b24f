/**
 * @jest-environment node
 */
/**
 * The MDX build step runs on ESM-only packages (@mdx-js/mdx, unified, refractor) that Jest's CommonJS
 * runtime cannot load. The compiler module is bundled once with esbuild (packages left external)
 * into an ES module, and each case runs it in a child Node process on real files, exactly as
 * `next build` does.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSync } from 'esbuild';

const root = path.resolve(__dirname, '../..');
// Inside the project so that the bundle resolves packages from its node_modules.
const bundleDir = path.join(root, 'node_modules', '.cache', 'markdown-compile-test');
const bundle = path.join(bundleDir, 'compile.mjs');
let workDir: string;

interface CompileResult {
  ok: boolean;
  error?: string;
  toc?: Array<{ id: string; text: string; level: number }>;
  ids?: string[];
  title?: string;
  description?: string;
  demos?: string[];
  demoData?: Record<string, Record<string, unknown>>;
}

const runner = `
import { compileMarkdownPage } from ${JSON.stringify(bundle)};
try {
  const page = await compileMarkdownPage(process.argv[1]);
  const ids = [...page.code.matchAll(/id: "([^"]+)"/g)].map((match) => match[1]);
  console.log(JSON.stringify({ ok: true, toc: page.toc, ids, title: page.title,
    description: page.description, demos: Object.keys(page.demos), demoData: page.demos }));
} catch (error) {
  console.log(JSON.stringify({ ok: false, error: error.name + ': ' + error.message }));
}
`;

function compilePage(relativeFolder: string, mdx: string, files: Record<string, string> = {}) {
  const folder = path.join(workDir, relativeFolder);
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, 'index.mdx');
  fs.writeFileSync(file, mdx);
  for (const [name, content] of Object.entries(files)) {
    fs.writeFileSync(path.join(folder, name), content);
  }
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', runner, file], {
    cwd: workDir,
    encoding: 'utf8',
  });
  return JSON.parse(output.trim().split('\n').pop() as string) as CompileResult;
}

beforeAll(() => {
  fs.mkdirSync(bundleDir, { recursive: true });
  buildSync({
    entryPoints: [path.join(root, 'src/markdown/server/compileMarkdownPage.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile: bundle,
    logLevel: 'silent',
  });
  // The compiler writes highlighted demo sources under <cwd>/public: keep them in a temp folder.
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdx-compile-'));
});

afterAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('heading slugs', () => {
  test('h2/h3 get stable GitHub-style ids, repeated headings are numbered, all go in the TOC', () => {
    const result = compilePage(
      'slugs',
      [
        '---',
        'title: Slugs',
        'description: Heading anchors.',
        '---',
        '',
        '## Getting started',
        '',
        '### Row selection & checkboxes',
        '',
        '## Getting started',
        '',
        "## What's `new` in v7?",
        '',
        '## Sélection des lignes',
        '',
        '#### Deep heading',
      ].join('\n'),
    );
    expect(result.ok).toBe(true);
    expect(result.toc).toEqual([
      { id: 'getting-started', text: 'Getting started', level: 2 },
      { id: 'row-selection--checkboxes', text: 'Row selection & checkboxes', level: 3 },
      { id: 'getting-started-1', text: 'Getting started', level: 2 },
      { id: 'whats-new-in-v7', text: "What's new in v7?", level: 2 },
      { id: 'sélection-des-lignes', text: 'Sélection des lignes', level: 2 },
    ]);
    // h4 gets an anchor too, but stays out of the table of contents.
    expect(result.ids).toContain('deep-heading');
  });

  test('the same source always gives the same anchors (links stay valid across builds)', () => {
    const mdx = '---\ntitle: Same\n---\n\n## Column definitions\n\n## Column definitions\n';
    const first = compilePage('stable-a', mdx);
    const second = compilePage('stable-b', mdx);
    expect(first.toc).toEqual(second.toc);
    expect(first.toc?.map((entry) => entry.id)).toEqual([
      'column-definitions',
      'column-definitions-1',
    ]);
  });
});

describe('build errors name the file and the line', () => {
  test('invalid MDX syntax', () => {
    const result = compilePage(
      'broken-syntax',
      '---\ntitle: Broken\n---\n\nSome text.\n\n<Callout type="info">\n\nNever closed.\n',
    );
    expect(result.ok).toBe(false);
    expect(result.error).toMatch(/^MarkdownPageError: broken-syntax\/index\.mdx:\d+:\d+: /);
    expect(result.error).toMatch(/Callout/);
  });

  test('an unclosed expression reports its line', () => {
    const result = compilePage(
      'broken-expression',
      '---\ntitle: Broken\n---\n\nLine five.\n\nLine seven has {an unclosed expression\n',
    );
    expect(result.ok).toBe(false);
    expect(result.error).toMatch(/^MarkdownPageError: broken-expression\/index\.mdx:7:\d+: /);
  });

  test('a missing demo file names the demo, the file and the line of the <Demo> element', () => {
    const result = compilePage(
      'missing-demo',
      '---\ntitle: Demo\n---\n\n## Demo\n\n<Demo name="NotThere" />\n',
    );
    expect(result.ok).toBe(false);
    expect(result.error).toBe(
      'MarkdownPageError: missing-demo/index.mdx:7:1: Missing demo file "NotThere.tsx" next to index.mdx',
    );
  });

  test('a demo shown twice on one page names the demo and the line of its second <Demo>', () => {
    const result = compilePage(
      'twice-demo',
      '---\ntitle: Demo\n---\n\n<Demo name="Twice" />\n\nText.\n\n<Demo name="Twice" />\n',
      { 'Twice.tsx': 'export default function Twice() {\n  return <p>Twice</p>;\n}\n' },
    );
    expect(result.ok).toBe(false);
    expect(result.error).toBe(
      'MarkdownPageError: twice-demo/index.mdx:9:1: The demo "Twice" is already shown on this page',
    );
  });

  test('a <Demo> without a valid name', () => {
    const result = compilePage('nameless-demo', '---\ntitle: Demo\n---\n\n<Demo />\n');
    expect(result.error).toMatch(/nameless-demo\/index\.mdx:5:1: A <Demo> needs a `name`/);
  });

  test('a height written on a <Demo> is refused: heights are measured', () => {
    const result = compilePage(
      'demo-height',
      '---\ntitle: Demo\n---\n\nText.\n\n<Demo name="Tall" height={300} />\n',
      { 'Tall.tsx': 'export default function Tall() {\n  return <p>Tall</p>;\n}\n' },
    );
    expect(result.ok).toBe(false);
    expect(result.error).toBe(
      'MarkdownPageError: demo-height/index.mdx:7:1: <Demo name="Tall"> has a `height`: remove it. ' +
        'A demo reserves the height measured at each width in data/demo-heights.json ' +
        '(npm run build && npm run demos:measure -- <page>)',
    );
  });

  test('missing title in the front matter', () => {
    const result = compilePage('no-title', '---\ndescription: No title here.\n---\n\nText.\n');
    expect(result.error).toBe(
      'MarkdownPageError: no-title/index.mdx:1:1: front matter needs a `title`',
    );
  });

  test('invalid YAML front matter', () => {
    const result = compilePage('bad-yaml', '---\ntitle: [unclosed\n---\n\nText.\n');
    expect(result.ok).toBe(false);
    expect(result.error).toMatch(/^MarkdownPageError: bad-yaml\/index\.mdx/);
  });
});

describe('a valid page', () => {
  test('keeps title, description and the demos it references', () => {
    const demo =
      "import * as React from 'react';\n\nexport default function Hello() {\n  return <p>Hello</p>;\n}\n";
    const result = compilePage(
      'valid',
      '---\ntitle: Valid page\ndescription: It compiles.\n---\n\n## Demo\n\n<Demo name="Hello" />\n',
      { 'Hello.tsx': demo },
    );
    expect(result).toMatchObject({
      ok: true,
      title: 'Valid page',
      description: 'It compiles.',
      demos: ['Hello'],
    });
  });

  test("a demo's code goes to its own source file, not into the page data", () => {
    const demo = [
      "import * as React from 'react';",
      '',
      "export default function Greeting({ name = 'World' }: { name?: string }) {",
      '  return <p>Hello {name}</p>;',
      '}',
      '',
    ].join('\n');
    const result = compilePage(
      'greeting',
      '---\ntitle: Greeting\n---\n\n<Demo name="Greeting" />\n',
      { 'Greeting.tsx': demo },
    );
    const entry = result.demoData?.Greeting;
    expect(entry).toEqual({
      // Relative to the docs root, which the temporary folder is outside of.
      id: expect.stringMatching(/\/greeting\/Greeting$/),
      name: 'Greeting',
      // Never measured (no data/demo-heights.json here): the page reserves the default height.
      heights: null,
      sourceUrl: expect.stringMatching(/^\/static\/demo-sources\/Greeting\.[0-9a-f]{12}\.json$/),
      lines: { ts: 5, js: 5 },
      imports: ['react'],
    });
    const file = JSON.parse(
      fs.readFileSync(path.join(workDir, 'public', String(entry?.sourceUrl)), 'utf8'),
    ) as { ts: { code: string; html: string }; js: { code: string; html: string } };
    expect(file.ts.code).toBe(demo.trimEnd());
    expect(file.js.code).toBe(
      [
        "import * as React from 'react';",
        '',
        "export default function Greeting({ name = 'World' }) {",
        '  return <p>Hello {name}</p>;',
        '}',
      ].join('\n'),
    );
    // The highlighted HTML of each variant is in the same file (one request per demo), and reads
    // as the same code once its tags are removed.
    const textOf = (html: string) =>
      html
        .replace(/<[^>]+>/g, '')
        .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&');
    expect(file.ts.html).toContain('<span class="token keyword">export</span>');
    expect(textOf(file.ts.html)).toBe(file.ts.code);
    expect(textOf(file.js.html)).toBe(file.js.code);
  });

  test('the modules a demo imports from its folder go into its source file, for sandboxes', () => {
    const demo = [
      "import * as React from 'react';",
      "import { plants, type Plant } from './plants';",
      '',
      'export default function Plants() {',
      '  return <p>{plants.map((plant: Plant) => plant.name).join(", ")}</p>;',
      '}',
      '',
    ].join('\n');
    const plants = [
      "import type { GridColDef } from '@mui/x-data-grid';",
      '',
      'export interface Plant {',
      '  name: string;',
      '}',
      '',
      "export const plants: Plant[] = [{ name: 'Fern' }];",
      "export const plantColumns: GridColDef<Plant>[] = [{ field: 'name' }];",
      '',
    ].join('\n');
    const result = compilePage('plants', '---\ntitle: Plants\n---\n\n<Demo name="Plants" />\n', {
      'Plants.tsx': demo,
      'plants.ts': plants,
    });
    const entry = result.demoData?.Plants;
    // The module's package is a package of the demo; the module itself is not a package.
    expect(entry?.imports).toEqual(['react', '@mui/x-data-grid']);
    const file = JSON.parse(
      fs.readFileSync(path.join(workDir, 'public', String(entry?.sourceUrl)), 'utf8'),
    ) as {
      modules: Array<{ ts: { name: string; code: string }; js: { name: string; code: string } }>;
    };
    expect(file.modules).toHaveLength(1);
    expect(file.modules[0].ts).toEqual({ name: 'plants.ts', code: plants });
    expect(file.modules[0].js.name).toBe('plants.js');
    expect(file.modules[0].js.code).toContain("export const plants = [{ name: 'Fern' }];");
    expect(file.modules[0].js.code).not.toContain('interface');
  });

  test('a demo may import the data of a parent or sibling page of the docs folder', () => {
    // The docs folder of the compile is <cwd>/data/docs: the temporary folder holds one.
    const section = path.join(workDir, 'data', 'docs', 'x', 'garden');
    fs.mkdirSync(path.join(section, 'beds'), { recursive: true });
    const seeds = "export const seeds: string[] = ['Basil', 'Dill'];\n";
    fs.writeFileSync(path.join(section, 'seeds.ts'), seeds);
    const beds =
      "import { seeds } from '../seeds';\n\nexport const beds = seeds.map((seed) => `${seed} bed`);\n";
    fs.writeFileSync(path.join(section, 'beds', 'beds.ts'), beds);
    const demo = [
      "import * as React from 'react';",
      "import { beds } from '../beds/beds';",
      "import { seeds } from '../seeds';",
      '',
      'export default function Rows() {',
      "  return <p>{[...seeds, ...beds].join(', ')}</p>;",
      '}',
      '',
    ].join('\n');
    const result = compilePage(
      'data/docs/x/garden/rows',
      '---\ntitle: Rows\n---\n\n<Demo name="Rows" />\n',
      { 'Rows.tsx': demo },
    );
    expect(result.ok).toBe(true);
    const entry = result.demoData?.Rows;
    expect(entry?.id).toBe('x/garden/rows/Rows');
    expect(entry?.imports).toEqual(['react']);
    const file = JSON.parse(
      fs.readFileSync(path.join(workDir, 'public', String(entry?.sourceUrl)), 'utf8'),
    ) as { modules: Array<{ ts: { name: string; code: string }; js: { name: string } }> };
    // Each module is named by its path from the demo's folder, the one a module imports too.
    expect(file.modules.map((module) => module.ts.name)).toEqual([
      '../beds/beds.ts',
      '../seeds.ts',
    ]);
    expect(file.modules.map((module) => module.js.name)).toEqual([
      '../beds/beds.js',
      '../seeds.js',
    ]);
    expect(file.modules[1].ts.code).toBe(seeds);
  });

  test('a demo importing from outside the docs folder fails with the file and the specifier', () => {
    const demo =
      "import { rows } from '../elsewhere/rows';\n\nexport default function Far() {\n  return <p>{rows.length}</p>;\n}\n";
    const result = compilePage('far', '---\ntitle: Far\n---\n\n<Demo name="Far" />\n', {
      'Far.tsx': demo,
    });
    expect(result.ok).toBe(false);
    expect(result.error).toMatch(
      /far\/Far\.tsx: a demo may import only modules of the docs folder/,
    );
    expect(result.error).toContain('"../elsewhere/rows"');
  });
});
