// Reads the member lists of the documented items from one release's type declarations, the same
// way the API generator does (props, slots and class keys of a component; the members of an
// interface, richest plan first).
import type ts from 'typescript';
import type { ApiHistoryGroup } from '../../../src/api-docs/historyTypes';
import { componentMembers, propsParameter } from '../component';
import { isComponent } from '../generate';
import { interfaceMembers } from '../interfaceDoc';
import { jsDocOf, tagText } from '../jsdoc';
import { compareNames, documentingDeclaration, isOwnDeclaration } from '../members';
import type { ApiProgram } from '../program';

/** A member in one release: its name and, when deprecated, the `@deprecated` text. */
export interface MemberState {
  name: string;
  deprecated: string | null;
}

/** An item in one release. */
export interface ItemSnapshot {
  kind: 'component' | 'interface';
  package: string;
  /** `@deprecated` text of the item itself (or its description's sentence about it), or null. */
  deprecated: string | null;
  groups: Partial<Record<ApiHistoryGroup, MemberState[]>>;
  /**
   * Props the component accepts through Material UI's types (a 6.x field's `TextField` props).
   * They are not documented, but a prop MUI X starts declaring itself (6.x fields took
   * `helperText` from TextField, 7.x declares it) was there already. React's DOM attributes are
   * not counted: a package prop that takes over a DOM name (`draggable`) is a new feature.
   */
  inheritedProps?: string[];
}

/** The items of a product in one release, by name (items the release does not export are left out). */
export type ProductSnapshot = Record<string, ItemSnapshot>;

/** True for a declaration of a Material UI package (`@mui/material`, `@mui/system`, …). */
function isMaterialDeclaration(declaration: ts.Declaration): boolean {
  const file = declaration.getSourceFile().fileName;
  return /[\\/]node_modules[\\/]@mui[\\/](?!x-)/.test(file) && !isOwnDeclaration(declaration);
}

/** The `@deprecated` text of a member, or null. */
export function deprecationOf(symbol: ts.Symbol): string | null {
  const declaration = documentingDeclaration(symbol);
  return declaration ? tagText(jsDocOf(declaration), 'deprecated') : null;
}

/**
 * The deprecation notice of an exported item. An empty `@deprecated` tag is completed with the
 * description's sentence that mentions it ("deprecated in favor of the new `SimpleTreeView`").
 */
export function itemDeprecationOf(symbol: ts.Symbol): string | null {
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  if (!declaration) return null;
  const doc = jsDocOf(declaration);
  const tag = tagText(doc, 'deprecated');
  if (tag !== '') return tag;
  const sentence = doc.description
    .split(/(?<=\.)\s+/)
    .find((candidate) => /deprecated/i.test(candidate));
  return sentence ? sentence.replace(/\s+/g, ' ').trim() : '';
}

const states = (symbols: ts.Symbol[]): MemberState[] =>
  symbols.map((symbol) => ({ name: symbol.name, deprecated: deprecationOf(symbol) }));

interface MappedSymbolLinks {
  links?: { syntheticOrigin?: ts.Symbol; keyType?: { value?: unknown } };
}

const isOwn = (symbol: ts.Symbol) => (symbol.declarations ?? []).some(isOwnDeclaration);

/**
 * The property a mapped type's property was made from. TypeScript records it as the symbol's
 * `syntheticOrigin` (internal, not part of the public API), also when the mapped type renames keys.
 */
function originOf(symbol: ts.Symbol): ts.Symbol {
  let current = symbol;
  for (let depth = 0; depth < 5 && !isOwn(current); depth += 1) {
    const origin = (current as MappedSymbolLinks).links?.syntheticOrigin;
    if (!origin) break;
    current = origin;
  }
  return current;
}

/**
 * The slots of a component. 6.x declared them as `UncapitalizeObjectKeys<Slots>`, a mapped type
 * whose renamed keys (`Toolbar` → `toolbar`) keep no declaration: each is traced back to the key
 * it was made from, which holds the JSDoc — through TypeScript's record of it, or, when the mapped
 * interface is generic (`DatePickerSlotsComponents<TDate>`), by looking the original key up in the
 * alias's type argument.
 */
function slotStates(program: ApiProgram, props: ts.Symbol[], own: ts.Symbol[]): MemberState[] {
  if (own.length > 0) return states(own);
  const { checker } = program;
  const slotsProp = props.find((member) => member.name === 'slots');
  if (!slotsProp) return [];
  const type = checker.getNonNullableType(checker.getTypeOfSymbol(slotsProp));
  const sources = type.aliasTypeArguments ?? [];
  return checker
    .getPropertiesOfType(type)
    .flatMap((slot) => {
      let original = originOf(slot);
      if (!isOwn(original)) {
        const key = (slot as MappedSymbolLinks).links?.keyType?.value;
        const names = [slot.name.charAt(0).toUpperCase() + slot.name.slice(1)];
        if (typeof key === 'string') names.push(key);
        const found = sources
          .flatMap((source) => names.map((name) => checker.getPropertyOfType(source, name)))
          .find((candidate): candidate is ts.Symbol => candidate !== undefined);
        if (found) original = originOf(found);
      }
      if (!isOwn(original)) return [];
      return [{ name: slot.name, deprecated: deprecationOf(original) }];
    })
    .sort((a, b) => compareNames(a.name, b.name));
}

/** The documented items `names` of `product` as exported by the release loaded in `program`. */
export function snapshotProduct(
  program: ApiProgram,
  product: string,
  names: string[],
): ProductSnapshot {
  const snapshot: ProductSnapshot = {};
  for (const name of names) {
    const sites = program.exportSites(product, name);
    if (sites.length === 0) continue;
    if (isComponent(program.checker, sites[0].symbol)) {
      let members;
      try {
        members = componentMembers(program, name, sites);
      } catch {
        continue; // an export without props in this release: not yet the documented component
      }
      const own = new Set(members.props.map((prop) => prop.name));
      const propsType = program.checker.getTypeOfSymbol(
        propsParameter(program.checker, members.primary.symbol) as ts.Symbol,
      );
      const inheritedProps = program.checker
        .getPropertiesOfType(propsType)
        .filter(
          (prop) => !own.has(prop.name) && (prop.declarations ?? []).some(isMaterialDeclaration),
        )
        .map((prop) => prop.name)
        .sort(compareNames);
      snapshot[name] = {
        kind: 'component',
        package: members.primary.pkg.name,
        deprecated: itemDeprecationOf(members.primary.symbol),
        inheritedProps,
        groups: {
          props: states(members.props),
          slots: slotStates(program, members.props, members.slots),
          classes: states(members.classes.keys),
        },
      };
    } else {
      const { members } = interfaceMembers(program, sites);
      snapshot[name] = {
        kind: 'interface',
        package: sites[0].pkg.name,
        deprecated: itemDeprecationOf(sites[0].symbol),
        groups: { members: states(members) },
      };
    }
  }
  return snapshot;
}
