// What `npm run api:check` verifies in data/api-history: the file's shape, and that every item and
// member it lists is documented in data/api (so a page can attach each badge to a row). No network.
import fs from 'node:fs';
import path from 'node:path';
import type { ApiHistoryFile, ApiHistoryGroup } from '../../../src/api-docs/historyTypes';
import type { ApiDoc } from '../../../src/api-docs/types';
import { API_HISTORY_DIR } from './files';

const MINOR = /^\d+\.\d+$/;
const GROUPS: Record<'component' | 'interface', ApiHistoryGroup[]> = {
  component: ['props', 'slots', 'classes'],
  interface: ['members'],
};
const MEMBER_KEYS = new Set(['since', 'absentIn', 'newInV7', 'deprecated']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Names of a documented item's members, per history group. */
function documentedMembers(doc: ApiDoc): Partial<Record<ApiHistoryGroup, Set<string>>> {
  if (doc.kind === 'component') {
    return {
      props: new Set(doc.props.map((prop) => prop.name)),
      slots: new Set(doc.slots.map((slot) => slot.name)),
      classes: new Set(doc.cssClasses.map((entry) => entry.key)),
    };
  }
  if (doc.kind === 'interface') {
    return { members: new Set([...doc.properties, ...doc.methods].map((member) => member.name)) };
  }
  return {};
}

/** Problems of a `deprecated` entry: its shape, and that a resolved replacement is documented. */
function deprecationErrors(
  at: string,
  deprecated: unknown,
  documented: Partial<Record<ApiHistoryGroup, Set<string>>>,
  docs: Map<string, ApiDoc>,
): string[] {
  if (
    !isObject(deprecated) ||
    !MINOR.test(String(deprecated.since)) ||
    typeof deprecated.reason !== 'string'
  ) {
    return [`${at}: deprecated is not { since, reason, replacement }`];
  }
  const replacement = deprecated.replacement as unknown;
  if (replacement === null) return [];
  if (!isObject(replacement) || typeof replacement.text !== 'string') {
    return [`${at}: replacement is not null or { text, … }`];
  }
  const errors: string[] = [];
  if (replacement.group !== undefined) {
    const target = documented[replacement.group as ApiHistoryGroup];
    if (!target?.has(String(replacement.name))) {
      errors.push(
        `${at}: replacement ${String(replacement.group)} ${String(replacement.name)} is not in data/api`,
      );
    }
  }
  if (replacement.item !== undefined && !docs.has(String(replacement.item))) {
    errors.push(`${at}: replacement item ${String(replacement.item)} is not in data/api`);
  }
  return errors;
}

/** Problems of one history file against the product's documented items (by name); empty when valid. */
export function validateHistory(history: unknown, docs: Map<string, ApiDoc>): string[] {
  const errors: string[] = [];
  if (!isObject(history)) return ['not a JSON object'];
  const file = history as unknown as ApiHistoryFile;
  if (typeof file.product !== 'string') errors.push('product: not a string');
  if (typeof file.documented !== 'string') errors.push('documented: not a string');
  if (!Array.isArray(file.minors) || !file.minors.every((label) => MINOR.test(String(label)))) {
    return [...errors, 'minors: not a list of minor labels'];
  }
  const minors = new Set(file.minors);
  if (!isObject(file.packages)) errors.push('packages: not an object');
  for (const [name, entry] of Object.entries(isObject(file.packages) ? file.packages : {})) {
    if (!isObject(entry) || !isObject(entry.minors) || !('previousMajor' in entry)) {
      errors.push(`packages ${name}: expected { previousMajor, minors }`);
    }
  }
  if (!isObject(file.items)) return [...errors, 'items: not an object'];
  for (const [itemName, item] of Object.entries(file.items)) {
    const where = `item ${itemName}`;
    if (!isObject(item) || (item.kind !== 'component' && item.kind !== 'interface')) {
      errors.push(`${where}: expected a component or interface entry`);
      continue;
    }
    if (!minors.has(item.since))
      errors.push(`${where}: since "${item.since}" is not a minor of the file`);
    if (typeof item.newInV7 !== 'boolean') errors.push(`${where}: newInV7 is not a boolean`);
    if (typeof item.package !== 'string') errors.push(`${where}: package is not a string`);
    const doc = docs.get(itemName);
    if (!doc) {
      errors.push(`${where}: not documented in data/api`);
      continue;
    }
    if (doc.kind !== item.kind) errors.push(`${where}: is a ${doc.kind} in data/api`);
    const documented = documentedMembers(doc);
    if (item.deprecated !== undefined) {
      errors.push(...deprecationErrors(where, item.deprecated, documented, docs));
    }
    if (!isObject(item.members)) {
      errors.push(`${where}: members is not an object`);
      continue;
    }
    for (const [group, members] of Object.entries(item.members)) {
      if (!GROUPS[item.kind].includes(group as ApiHistoryGroup) || !isObject(members)) {
        errors.push(`${where}: unexpected group ${group}`);
        continue;
      }
      const names = documented[group as ApiHistoryGroup] ?? new Set<string>();
      for (const [name, member] of Object.entries(members)) {
        const at = `${itemName} ${group} ${name}`;
        if (!names.has(name)) errors.push(`${at}: not in data/api`);
        if (!isObject(member) || Object.keys(member).length === 0) {
          errors.push(`${at}: lists nothing`);
          continue;
        }
        for (const key of Object.keys(member)) {
          if (!MEMBER_KEYS.has(key)) errors.push(`${at}: unknown key ${key}`);
        }
        if (member.since !== undefined && !minors.has(member.since as string)) {
          errors.push(`${at}: since "${String(member.since)}" is not a minor of the file`);
        }
        if (
          member.absentIn !== undefined &&
          !(Array.isArray(member.absentIn) && member.absentIn.every((label) => minors.has(label)))
        ) {
          errors.push(`${at}: absentIn is not a list of minors of the file`);
        }
        if (member.newInV7 !== undefined && member.newInV7 !== true) {
          errors.push(`${at}: newInV7 is only written when true`);
        }
        if (member.deprecated !== undefined) {
          errors.push(...deprecationErrors(at, member.deprecated, documented, docs));
        }
      }
    }
  }
  return errors;
}

/**
 * Checks every product's history file against the committed `data/api/<product>/` files. Returns
 * the problems, each prefixed with its file.
 */
export function checkHistoryFiles(root: string, apiDir: string, products: string[]): string[] {
  const errors: string[] = [];
  for (const product of products) {
    const file = path.join(root, API_HISTORY_DIR, `${product}.json`);
    const relative = `${API_HISTORY_DIR}/${product}.json`;
    if (!fs.existsSync(file)) {
      errors.push(`${relative}: missing (run \`npm run api:history\`)`);
      continue;
    }
    const docs = new Map<string, ApiDoc>();
    const folder = path.join(root, apiDir, product);
    for (const entry of fs.existsSync(folder) ? fs.readdirSync(folder) : []) {
      if (!entry.endsWith('.json')) continue;
      const doc = JSON.parse(fs.readFileSync(path.join(folder, entry), 'utf8')) as ApiDoc;
      if (doc.kind !== 'index') docs.set(doc.name, doc);
    }
    let history: unknown;
    try {
      history = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      errors.push(`${relative}: ${(error as Error).message}`);
      continue;
    }
    if (isObject(history) && history.product !== product) {
      errors.push(`${relative}: product is "${String(history.product)}"`);
    }
    errors.push(...validateHistory(history, docs).map((error) => `${relative}: ${error}`));
  }
  return errors;
}
