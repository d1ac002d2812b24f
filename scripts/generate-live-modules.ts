// Writes src/live/modules.generated.ts: every module that a demo of the site imports, by the
// specifier edited code uses for it, each as a lazy `import()`. Edited demos import from this table
// only, so they run on the site's own chunks and an unknown import gets a message, not a 404.
// Relative imports (a demo's data file) are keyed by `~/` and their path under the docs folder
// without extension, as the runner resolves them (src/live/evaluate.ts, `moduleKey`). The table is
// cut by package (src/live/moduleGroup.ts), so edited code loads only the parts it imports.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { demoIdFor } from '@/src/content/paths';
import type { DemoFile } from '@/src/content/server/files';
import { LOCAL_KEY_PREFIX, moduleGroup } from '@/src/live/moduleGroup';
import { writeGeneratedFile, writeGeneratedFiles } from './generated-files';

const OUTPUT = path.join(process.cwd(), 'src', 'live', 'modules.generated.ts');
const SOURCE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];

/** The file a relative import names, trying the extensions a bundler would. */
function resolveRelative(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, ...SOURCE_EXTENSIONS.map((ext) => `${base}${ext}`)]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * The modules a file imports at run time: type-only imports (`import type …`, or only `type`
 * names) are left out, as the transpiler drops them; some of them (`…/themeAugmentation`) have no
 * JavaScript at all.
 */
export function runtimeImports(code: string, fileName = 'demo.tsx'): string[] {
  const source = ts.createSourceFile(
    fileName,
    code,
    ts.ScriptTarget.Latest,
    false,
    ts.ScriptKind.TSX,
  );
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (
      !(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) ||
      !statement.moduleSpecifier ||
      !ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      continue;
    }
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause !== undefined &&
        !clause.name &&
        bindings !== undefined &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((element) => element.isTypeOnly);
      if (onlyTypes) continue;
    } else if (statement.isTypeOnly) {
      continue;
    }
    specifiers.push(statement.moduleSpecifier.text);
  }
  return specifiers;
}

/** Specifier (or docs-relative key) → import path, over the demos and the files they import. */
export function liveModuleTable(demos: DemoFile[], outputFile = OUTPUT): Map<string, string> {
  const table = new Map<string, string>([
    // The JSX runtime the transpiler targets, whatever the demos import.
    ['react', 'react'],
    ['react/jsx-runtime', 'react/jsx-runtime'],
  ]);
  const queue = demos.map((demo) => demo);
  const seen = new Set<string>();
  while (queue.length > 0) {
    const { root, file } = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of runtimeImports(fs.readFileSync(file, 'utf8'), file)) {
      if (!specifier.startsWith('.')) {
        table.set(specifier, specifier);
        continue;
      }
      const target = resolveRelative(file, specifier);
      if (!target) continue;
      const key = `${LOCAL_KEY_PREFIX}${demoIdFor(path.relative(root, target)).replace(/\.(tsx?|jsx?)$/, '')}`;
      const importPath = path
        .relative(path.dirname(outputFile), target)
        .replace(/\\/g, '/')
        .replace(/\.(tsx?|jsx?)$/, '');
      table.set(key, importPath.startsWith('.') ? importPath : `./${importPath}`);
      queue.push({ root, file: target });
    }
  }
  return table;
}

/** A file name for a group's table. */
function groupFile(group: string): string {
  return `${group.replace(/^@/, '').replace(/[^\w-]/g, '-')}.generated`;
}

/** The generated modules' texts by file name: one table per group, and the index of the groups. */
export function liveModulesSources(table: Map<string, string>): Map<string, string> {
  const groups = new Map<string, Array<[string, string]>>();
  const sorted = [...table.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [key, target] of sorted) {
    // Relative imports reach the docs folder from the group files, one folder deeper.
    const entry: [string, string] = [key, target.startsWith('.') ? `../${target}` : target];
    const group = moduleGroup(key);
    groups.set(group, [...(groups.get(group) ?? []), entry]);
  }
  const files = new Map<string, string>();
  for (const [group, entries] of groups) {
    const lines = entries.map(
      ([key, target]) => `  ${JSON.stringify(key)}: () => import(${JSON.stringify(target)}),`,
    );
    files.set(
      `modules/${groupFile(group)}.ts`,
      `// Generated by scripts/generate-live-modules.ts from the demos of data/docs. Do not edit.
import type { ModuleTable } from '../evaluate';

/** The modules of ${group} that demos of the site import, for edited demos. */
export const modules: ModuleTable = {
${lines.join('\n')}
};
`,
    );
  }
  const index = [...groups.keys()].map(
    (group) =>
      `  ${JSON.stringify(group)}: () => import(${JSON.stringify(`./modules/${groupFile(group)}`)}),`,
  );
  files.set(
    'modules.generated.ts',
    `// Generated by scripts/generate-live-modules.ts from the demos of data/docs. Do not edit.
import type { ModuleLoader, ModuleTable } from './evaluate';
import { moduleGroup } from './moduleGroup';

/** The table of each package (and of the demos' own files) that demos of the site import. */
const groups: Record<string, () => Promise<{ modules: ModuleTable }>> = {
${index.join('\n')}
};

/** The loader of a module edited code imports, or nothing when no demo of the site imports it. */
export async function resolveLiveModule(key: string): Promise<ModuleLoader | undefined> {
  const group = groups[moduleGroup(key)];
  return group ? (await group()).modules[key] : undefined;
}
`,
  );
  return files;
}

/** Writes the table when it changed; returns the line the build prints. */
export function generateLiveModules(demos: DemoFile[]): string {
  const table = liveModuleTable(demos);
  const files = liveModulesSources(table);
  const folder = path.dirname(OUTPUT);
  const tables = new Map<string, string>();
  for (const [name, text] of files) {
    if (name.startsWith('modules/')) tables.set(name.slice('modules/'.length), text);
    else writeGeneratedFile(path.join(folder, name), text);
  }
  // Tables of packages no demo imports any more would still be bundled: they are removed.
  writeGeneratedFiles(path.join(folder, 'modules'), tables);
  return `live modules: ${table.size} importable by edited demos, in ${files.size - 1} tables`;
}
