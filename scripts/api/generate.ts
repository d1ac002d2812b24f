import ts from 'typescript';
import { apiFileFor } from '../../src/content/paths';
import type { ApiDoc } from '../../src/api-docs/types';
import { componentDoc } from './component';
import { loadApiFacts, type ApiFacts } from './facts';
import { indexDoc } from './indexDoc';
import { interfaceDoc } from './interfaceDoc';
import { materialComponentDoc } from './materialComponent';
import { materialHookDoc } from './materialHook';
import { createMaterialProgram } from './materialProgram';
import { createApiProgram, type ApiProgram } from './program';
import { apiEntries, coreApiEntries, type ApiEntry, type CoreApiEntry } from './registry';

/** A registry entry the installed packages do not export, with the reason. */
export interface Unresolved {
  pathname: string;
  reason: string;
}

/** Generated files keyed by path relative to `data/api`, plus what could not be generated. */
export interface GenerationResult {
  files: Map<string, ApiDoc>;
  unresolved: Unresolved[];
}

/** A component is a value that can be called with props; anything type-only is an interface. */
export function isComponent(checker: ts.TypeChecker, symbol: ts.Symbol): boolean {
  if (!(symbol.flags & ts.SymbolFlags.Value)) return false;
  const type = checker.getTypeOfSymbol(symbol);
  return type.getCallSignatures().length + type.getConstructSignatures().length > 0;
}

function documentEntry(
  program: ApiProgram,
  entry: ApiEntry & { name: string },
  facts: Map<string, ApiFacts>,
): ApiDoc | string {
  const sites = program.exportSites(entry.product, entry.name);
  if (sites.length === 0) {
    // A 7.12.0 package that cannot be installed here: its page comes from its facts file.
    const known = facts.get(`${entry.product}/${entry.name}`);
    if (known) return known.doc;
    return `no package of the product exports ${entry.name} in 7.12.0`;
  }
  return isComponent(program.checker, sites[0].symbol)
    ? componentDoc(program, entry.name, sites)
    : interfaceDoc(program, entry.name, sites);
}

/** Documents the core API pages (`/api-docs/…`) from the installed `@mui/material`. */
function generateCoreDocs(root: string, entries: CoreApiEntry[], result: GenerationResult): void {
  if (entries.length === 0) return;
  const program = createMaterialProgram(
    root,
    entries.map((entry) => entry.name),
  );
  for (const entry of entries) {
    const file = apiFileFor(entry.pathname);
    if (!file) {
      result.unresolved.push({
        pathname: entry.pathname,
        reason: 'not an /api-docs/<name> pathname',
      });
      continue;
    }
    try {
      result.files.set(
        file,
        entry.kind === 'hooks-api'
          ? materialHookDoc(program, entry.name)
          : materialComponentDoc(program, entry.name),
      );
    } catch (error) {
      result.unresolved.push({ pathname: entry.pathname, reason: (error as Error).message });
    }
  }
}

/**
 * Documents every API entry of the page registry from the packages installed under `root`, and
 * the entries no installed package exports from their facts file (`scripts/api/facts`), if any.
 */
export function generateApiDocs(
  root: string,
  entries: ApiEntry[] = apiEntries(),
  coreEntries: CoreApiEntry[] = coreApiEntries(),
  facts: Map<string, ApiFacts> = loadApiFacts(root),
): GenerationResult {
  const named = entries.filter(
    (entry): entry is ApiEntry & { name: string } => entry.name !== null,
  );
  const program = createApiProgram(
    root,
    named.map((entry) => entry.name),
  );
  const files = new Map<string, ApiDoc>();
  const unresolved: Unresolved[] = [];
  const byProduct = new Map<string, { pathname: string; doc: ApiDoc }[]>();
  for (const entry of named) {
    const file = apiFileFor(entry.pathname);
    const doc = file
      ? documentEntry(program, entry, facts)
      : 'not an /x/api/<product>/<name> pathname';
    if (typeof doc === 'string' || !file) {
      unresolved.push({ pathname: entry.pathname, reason: String(doc) });
      continue;
    }
    files.set(file, doc);
    const list = byProduct.get(entry.product) ?? [];
    list.push({ pathname: entry.pathname, doc });
    byProduct.set(entry.product, list);
  }
  for (const entry of entries.filter((candidate) => candidate.name === null)) {
    const file = apiFileFor(entry.pathname);
    if (file) files.set(file, indexDoc(entry.product, byProduct.get(entry.product) ?? []));
  }
  const result = { files, unresolved };
  generateCoreDocs(root, coreEntries, result);
  return result;
}
