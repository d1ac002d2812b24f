// Reads the member lists of the documented items from one release's type declarations, the same
// way the API generator does (props, slots and class keys of a component; the members of an
// interface, richest plan first).
import type ts from 'typescript';
import type { ApiHistoryGroup } from '../../../src/api-docs/historyTypes';
import { componentMembers } from '../component';
import { isComponent } from '../generate';
import { interfaceMembers } from '../interfaceDoc';
import { jsDocOf, tagText } from '../jsdoc';
import { documentingDeclaration } from '../members';
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
  groups: Partial<Record<ApiHistoryGroup, MemberState[]>>;
}

/** The items of a product in one release, by name (items the release does not export are left out). */
export type ProductSnapshot = Record<string, ItemSnapshot>;

/** The `@deprecated` text of a member, or null. */
export function deprecationOf(symbol: ts.Symbol): string | null {
  const declaration = documentingDeclaration(symbol);
  return declaration ? tagText(jsDocOf(declaration), 'deprecated') : null;
}

const states = (symbols: ts.Symbol[]): MemberState[] =>
  symbols.map((symbol) => ({ name: symbol.name, deprecated: deprecationOf(symbol) }));

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
      snapshot[name] = {
        kind: 'component',
        package: members.primary.pkg.name,
        groups: {
          props: states(members.props),
          slots: states(members.slots),
          classes: states(members.classes.keys),
        },
      };
    } else {
      const { members } = interfaceMembers(program, sites);
      snapshot[name] = {
        kind: 'interface',
        package: sites[0].pkg.name,
        groups: { members: states(members) },
      };
    }
  }
  return snapshot;
}
