// API pages of components whose 7.12.0 package cannot be installed with these docs (it is missing
// from the registry they install from), written from a facts file instead of type definitions.
// Each `scripts/api/facts/*.json` holds one component: its names, types, defaults, signatures,
// slots and classes as released, with descriptions of our own. The generator uses a facts file only
// for a registry entry that no installed package exports, so an installed package always wins.
import fs from 'node:fs';
import path from 'node:path';
import type {
  ApiComponentDoc,
  ApiCssClass,
  ApiDemo,
  ApiPlan,
  ApiProperty,
  ApiSignature,
  ApiSlot,
} from '../../src/api-docs/types';
import { compareNames } from './members';

/** Folder of the facts files, relative to the project root. */
export const API_FACTS_DIR = 'scripts/api/facts';

const PLANS: ApiPlan[] = ['community', 'pro', 'premium'];

type Json = Record<string, unknown>;

class FactsError extends Error {
  constructor(file: string, message: string) {
    super(`${file}: ${message}`);
  }
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads the fields of one object of a facts file, failing with the file and the field's path. */
function reader(file: string, value: unknown, at: string) {
  if (!isObject(value)) throw new FactsError(file, `${at} is not an object`);
  const string = (key: string): string => {
    const field = value[key];
    if (typeof field !== 'string') throw new FactsError(file, `${at}.${key} is not a string`);
    return field;
  };
  const optionalString = (key: string): string | null =>
    value[key] === undefined || value[key] === null ? null : string(key);
  const list = (key: string): unknown[] => {
    const field = value[key];
    if (!Array.isArray(field)) throw new FactsError(file, `${at}.${key} is not an array`);
    return field;
  };
  return { value, string, optionalString, list };
}

function signatureOf(file: string, value: unknown, at: string): ApiSignature | null {
  if (value === undefined || value === null) return null;
  const read = reader(file, value, at);
  const returns = read.value.returns;
  return {
    type: read.string('type'),
    parameters: read.list('parameters').map((parameter, index) => {
      const param = reader(file, parameter, `${at}.parameters[${index}]`);
      return {
        name: param.string('name'),
        type: param.string('type'),
        description: param.string('description'),
      };
    }),
    returns:
      returns === undefined || returns === null
        ? null
        : (() => {
            const result = reader(file, returns, `${at}.returns`);
            return { type: result.string('type'), description: result.string('description') };
          })(),
  };
}

function propOf(file: string, value: unknown, at: string): ApiProperty {
  const read = reader(file, value, at);
  const required = read.value.required ?? false;
  if (typeof required !== 'boolean') throw new FactsError(file, `${at}.required is not a boolean`);
  return {
    name: read.string('name'),
    type: read.string('type'),
    default: read.optionalString('default'),
    required,
    description: read.string('description'),
    deprecated: null,
    signature: signatureOf(file, read.value.signature, `${at}.signature`),
    plan: null,
  };
}

function slotOf(file: string, value: unknown, at: string): ApiSlot {
  const read = reader(file, value, at);
  const className = read.optionalString('className');
  return {
    name: read.string('name'),
    description: read.string('description'),
    default: read.optionalString('default'),
    ...(className ? { className } : {}),
  };
}

function cssClassOf(file: string, value: unknown, at: string): ApiCssClass {
  const read = reader(file, value, at);
  return {
    key: read.string('key'),
    className: read.string('className'),
    description: read.string('description'),
  };
}

function demoOf(file: string, value: unknown, at: string): ApiDemo {
  const read = reader(file, value, at);
  return { title: read.string('title'), pathname: read.string('pathname') };
}

function unique<T extends { name?: string; key?: string }>(file: string, items: T[], what: string) {
  const seen = new Set<string>();
  for (const item of items) {
    const name = item.name ?? item.key ?? '';
    if (seen.has(name)) throw new FactsError(file, `${what} ${name} is listed twice`);
    seen.add(name);
  }
}

/** One component of a facts file, or an error naming the file and the field. */
export interface ApiFacts {
  /** Folder under /x/api/ the component is documented in, e.g. `tree-view`. */
  product: string;
  /** The npm package and version the facts describe. */
  packageName: string;
  version: string;
  doc: ApiComponentDoc;
}

/** Parses one facts file (its text); `file` names it in errors. */
export function parseApiFacts(file: string, text: string): ApiFacts {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new FactsError(file, `invalid JSON (${(error as Error).message})`);
  }
  const read = reader(file, json, 'facts');
  const plan = read.string('plan') as ApiPlan;
  if (!PLANS.includes(plan)) throw new FactsError(file, `plan ${plan} is not one of ${PLANS}`);
  const name = read.string('name');
  const props = read.list('props').map((prop, index) => propOf(file, prop, `props[${index}]`));
  const slots = read.list('slots').map((slot, index) => slotOf(file, slot, `slots[${index}]`));
  const cssClasses = read
    .list('cssClasses')
    .map((entry, index) => cssClassOf(file, entry, `cssClasses[${index}]`));
  unique(file, props, 'prop');
  unique(file, slots, 'slot');
  unique(file, cssClasses, 'CSS class');
  const imports = read.list('imports').map((entry, index) => {
    if (typeof entry !== 'string') throw new FactsError(file, `imports[${index}] is not a string`);
    return entry;
  });
  // Sorted as the generator sorts members read from type definitions.
  const byName = (a: { name: string }, b: { name: string }) => compareNames(a.name, b.name);
  return {
    product: read.string('product'),
    packageName: read.string('package'),
    version: read.string('version'),
    doc: {
      kind: 'component',
      name,
      title: `${name} API`,
      description: read.string('description'),
      plan,
      imports,
      props: [...props].sort(byName),
      slots: [...slots].sort(byName),
      cssClasses: [...cssClasses].sort((a, b) => compareNames(a.key, b.key)),
      demos: read.list('demos').map((demo, index) => demoOf(file, demo, `demos[${index}]`)),
    },
  };
}

/** Every facts file of the project, keyed by `<product>/<component name>`. */
export function loadApiFacts(root: string): Map<string, ApiFacts> {
  const folder = path.join(root, API_FACTS_DIR);
  const facts = new Map<string, ApiFacts>();
  if (!fs.existsSync(folder)) return facts;
  for (const name of fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    const file = `${API_FACTS_DIR}/${name}`;
    const entry = parseApiFacts(file, fs.readFileSync(path.join(folder, name), 'utf8'));
    const key = `${entry.product}/${entry.doc.name}`;
    if (facts.has(key)) throw new FactsError(file, `${key} is also described by another file`);
    facts.set(key, entry);
  }
  return facts;
}
