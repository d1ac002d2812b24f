import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import type {
  ApiComponentDoc,
  ApiCssClass,
  ApiInheritance,
  ApiProperty,
  ApiSlot,
} from '../../src/api-docs/types';
import { splitComponentDoc, withSlotClasses } from './component';
import { jsDocOf, tagText } from './jsdoc';
import { compareNames, describeMember, documentingDeclaration, ownMembers } from './members';
import {
  inheritedFrom,
  MATERIAL_PACKAGE,
  ownMaterialDeclaration,
  type MaterialProgram,
} from './materialProgram';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** `import X from '@mui/material/X';` first (smallest bundles), then the root entry. */
export function materialImports(program: MaterialProgram, name: string): string[] {
  const imports: string[] = [];
  if (program.subpathExports(name).has('default')) {
    imports.push(`import ${name} from '${MATERIAL_PACKAGE}/${name}';`);
  }
  if (program.rootExports().has(name))
    imports.push(`import { ${name} } from '${MATERIAL_PACKAGE}';`);
  return imports;
}

/** The generated sentence used when a core component has no prose of its own. */
export function defaultMaterialDescription(name: string): string {
  return `Every prop, slot and CSS class of the ${name} component of Material UI, read from the type definitions of the installed @mui/material package.`;
}

// `component` comes from a type helper without JSDoc; every overridable component has it.
const COMPONENT_PROP_DESCRIPTION =
  'The component used for the root node: the name of an HTML element or a React component.';

/**
 * `OverridableStringUnion<'text' | 'outlined', ButtonPropsVariantOverrides>` → `'text' |
 * 'outlined'`: the overrides interface is empty unless an app augments it, and the wrapper
 * buries the values a reader looks for.
 */
export function readableUnion(type: string): string {
  return type.replace(/^OverridableStringUnion<(.*), [A-Za-z]+Overrides>$/, '$1');
}

/** Members the package hides from its docs (`@internal`, `@ignore`). */
function isHidden(symbol: ts.Symbol, own: (declaration: ts.Declaration) => boolean): boolean {
  const declaration = documentingDeclaration(symbol, own);
  if (!declaration) return false;
  return jsDocOf(declaration).tags.some((tag) => ['internal', 'ignore'].includes(tag.tagName.text));
}

/** Components named by the JSDoc's "inherits [ButtonBase API](…)" lines. */
export function inheritsFromDoc(text: string): string[] {
  return [...text.matchAll(/^\s*-\s*inherits\s+\[([A-Za-z0-9]+) API]/gm)].map((match) => match[1]);
}

function inheritanceOf(
  checker: ts.TypeChecker,
  name: string,
  type: ts.Type,
  documented: string[],
): ApiInheritance[] {
  const groups = new Map<string, string[]>(documented.map((component) => [component, []]));
  for (const symbol of checker.getPropertiesOfType(type)) {
    const source = inheritedFrom(name, symbol);
    if (!source || isHidden(symbol, (declaration) => !!declaration)) continue;
    groups.set(source, [...(groups.get(source) ?? []), symbol.name]);
  }
  return [...groups]
    .filter(([, props]) => props.length > 0 || documented.length > 0)
    .map(([component, props]) => ({ component, props: props.sort(compareNames) }));
}

/**
 * Slots of a core component: the keys of `slots` (or of the older `components` when there is no
 * `slots`) and of `slotProps` (Autocomplete only has the latter). Keys differing only in case
 * (`StartScrollButtonIcon` / `startScrollButtonIcon`) are one slot, named as `slots` names it.
 */
function slotsOf(
  checker: ts.TypeChecker,
  props: ts.Symbol[],
  own: (declaration: ts.Declaration) => boolean,
): ApiSlot[] {
  const has = (propName: string) => props.some((member) => member.name === propName);
  const sources = [has('slots') ? 'slots' : 'components', 'slotProps'];
  const slots = new Map<string, ApiSlot & { keys: Map<string, string> }>();
  for (const propName of sources) {
    const prop = props.find((member) => member.name === propName);
    if (!prop) continue;
    const type = checker.getNonNullableType(checker.getTypeOfSymbol(prop));
    for (const key of ownMembers(checker, type, own)) {
      const declaration = documentingDeclaration(key, own);
      const doc = declaration ? jsDocOf(declaration) : { description: '', tags: [] };
      const id = key.name.toLowerCase();
      const slot = slots.get(id) ?? {
        name: key.name,
        description: '',
        default: null,
        keys: new Map(),
      };
      slot.description ||= doc.description;
      slot.default ??= tagText(doc, 'default');
      slot.keys.set(propName, key.name);
      slots.set(id, slot);
    }
  }
  return [...slots.values()]
    .map(({ keys, ...slot }) => ({
      ...slot,
      description:
        slot.description ||
        `The ${slot.name} part: set through ${[...keys]
          .map(([propName, key]) => `\`${propName}.${key}\``)
          .join(' and ')}.`,
    }))
    .sort((a, b) => compareNames(a.name, b.name));
}

function cssClassesOf(program: MaterialProgram, name: string): ApiCssClass[] {
  const { checker } = program;
  const classesInterface = program.subpathExports(name).get(`${name}Classes`);
  if (!classesInterface) return [];
  const own = ownMaterialDeclaration(name);
  const keys = ownMembers(checker, checker.getDeclaredTypeOfSymbol(classesInterface), own);
  // Class names are built at runtime (`generateUtilityClasses`), so they are read from the
  // installed package rather than assumed to be `Mui<Name>-<key>`.
  const load = createRequire(path.join(program.root, 'package.json'));
  const entry = load(`${MATERIAL_PACKAGE}/${name}`) as Record<string, unknown>;
  const runtime = (entry[`${lowerFirst(name)}Classes`] ?? {}) as Record<string, string>;
  return keys.map((key) => {
    const declaration = documentingDeclaration(key, own);
    const doc = declaration ? jsDocOf(declaration) : { description: '', tags: [] };
    const deprecated = tagText(doc, 'deprecated');
    return {
      key: key.name,
      className: runtime[key.name] ?? `Mui${name}-${key.name}`,
      description: doc.description,
      ...(deprecated === null ? {} : { deprecated: { reason: deprecated } }),
    };
  });
}

/** The API reference of a `@mui/material` component, from its `<Name>Props` type. */
export function materialComponentDoc(program: MaterialProgram, name: string): ApiComponentDoc {
  const { checker } = program;
  const exports = program.subpathExports(name);
  const component = exports.get('default');
  const propsSymbol = exports.get(`${name}Props`);
  if (!component || !propsSymbol) {
    throw new Error(`${MATERIAL_PACKAGE}/${name} exports no component with ${name}Props`);
  }
  const declaration = component.valueDeclaration ?? component.declarations?.[0];
  const rawDoc = declaration ? jsDocOf(declaration).description : '';
  const { description, demos } = splitComponentDoc(rawDoc);
  const type = checker.getDeclaredTypeOfSymbol(propsSymbol);
  const own = ownMaterialDeclaration(name);
  const members = ownMembers(checker, type, own).filter((member) => !isHidden(member, own));
  const props: ApiProperty[] = members.map((member) => {
    const property = describeMember(checker, member, false, own, true);
    property.type = readableUnion(property.type);
    if (member.name === 'component' && !property.description) {
      property.description = COMPONENT_PROP_DESCRIPTION;
    }
    return property;
  });
  const cssClasses = cssClassesOf(program, name).sort((a, b) => compareNames(a.key, b.key));
  return {
    kind: 'component',
    name,
    title: `${name} API`,
    description: description || defaultMaterialDescription(name),
    plan: 'community',
    imports: materialImports(program, name),
    props,
    slots: withSlotClasses(slotsOf(checker, members, own), cssClasses),
    cssClasses,
    demos,
    inheritance: inheritanceOf(checker, name, type, inheritsFromDoc(rawDoc)),
  };
}
