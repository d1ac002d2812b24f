/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoSection, devDemoSectionSources } from '@/scripts/generate-dev-demo-sections';
import { writeGeneratedFiles } from '@/scripts/generated-files';
import { demoFiles } from '@/src/content/server/files';
import { demoIdFor } from '@/src/content/paths';
import { liveModuleTable } from '@/scripts/generate-live-modules';

const FOLDER = path.join(process.cwd(), 'src', 'demos', 'dev');

test('a demo belongs to its product under /x/, to its first folder elsewhere', () => {
  expect(demoSection('x/react-charts/bars/BarBasic')).toBe('x/react-charts');
  expect(demoSection('x/react-data-grid/row-selection/CheckboxSelection')).toBe(
    'x/react-data-grid',
  );
  expect(demoSection('components/alert/AlertVariants')).toBe('components');
});

describe('the demo index of next dev', () => {
  const demos = demoFiles();
  const files = devDemoSectionSources(demos, FOLDER);
  const index = files.get('index.generated.ts')!;

  test('has a few sections, far fewer chunk groups than demos', () => {
    const sections = [...files.keys()].filter((name) => name !== 'index.generated.ts');
    expect(sections.length).toBeGreaterThanOrEqual(5);
    expect(sections.length).toBeLessThanOrEqual(20);
    expect(index.match(/import\(/g)).toHaveLength(sections.length);
    expect(index).not.toMatch(/typeof window/);
    // Every dynamic import is in the index: a section imports its demos statically.
    for (const name of sections) expect(files.get(name)).not.toMatch(/import\(/);
  });

  test('maps every demo to the section that imports it', () => {
    const demoSections = JSON.parse(
      /const demoSections: Record<string, number> = (\{[\s\S]*?\});/.exec(index)![1],
    ) as Record<string, number>;
    const loaders = [...index.matchAll(/\(\) => import\("\.\/([^"]+)"\)/g)].map((m) => m[1]);
    expect(Object.keys(demoSections)).toHaveLength(demos.length);
    for (const demo of demos) {
      const id = demoIdFor(path.relative(demo.root, demo.file));
      const section = files.get(`${loaders[demoSections[id]]}.ts`)!;
      expect(section).toContain(`  ${JSON.stringify(id)}: d`);
      // The import path resolves to the demo's file from src/demos/dev/.
      const target = new RegExp(
        `import \\* as (d\\d+) from "([^"]+)";[\\s\\S]*${JSON.stringify(id)}: \\1,`,
      );
      const imported = target.exec(section);
      expect(imported).not.toBeNull();
      expect(path.resolve(FOLDER, `${imported![2]}.tsx`)).toBe(demo.file);
    }
  });

  test('resolves every module an edited demo may import, as the export does', () => {
    const moduleSections = JSON.parse(
      /const moduleSections: Record<string, number> = (\{[\s\S]*?\});/.exec(index)![1],
    ) as Record<string, number>;
    const packages = [...index.matchAll(/^  ("[^"]+"): p\d+,$/gm)].map(
      (match) => JSON.parse(match[1]) as string,
    );
    const exported = [...liveModuleTable(demos).keys()];
    expect([...packages, ...Object.keys(moduleSections)].sort()).toEqual(exported.sort());
    // Packages once, in the index; a demo's own files in its section.
    expect(packages.every((key) => !key.startsWith('~/'))).toBe(true);
    expect(Object.keys(moduleSections).every((key) => key.startsWith('~/'))).toBe(true);
    for (const [name, text] of files) {
      if (name !== 'index.generated.ts') expect(text).not.toMatch(/from "(?!\.)/);
    }
  });
});

test('writing generated files keeps unchanged ones and removes stale ones', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'generated-'));
  fs.writeFileSync(path.join(folder, 'stale.generated.ts'), 'old');
  fs.writeFileSync(path.join(folder, 'same.generated.ts'), 'same');
  const before = fs.statSync(path.join(folder, 'same.generated.ts')).mtimeMs;
  writeGeneratedFiles(
    folder,
    new Map([
      ['same.generated.ts', 'same'],
      ['new.generated.ts', 'new'],
    ]),
  );
  expect(fs.readdirSync(folder).sort()).toEqual(['new.generated.ts', 'same.generated.ts']);
  expect(fs.statSync(path.join(folder, 'same.generated.ts')).mtimeMs).toBe(before);
  expect(fs.readFileSync(path.join(folder, 'new.generated.ts'), 'utf8')).toBe('new');
});
