import ts from 'typescript';
import type { ApiInterfaceDoc, ApiPlan, ApiProperty } from '../../src/api-docs/types';
import { importStatements } from './component';
import { jsDocOf } from './jsdoc';
import { describeMember, isMethod, ownMembers } from './members';
import type { ApiProgram, ExportSite } from './program';

/** The generated sentence used when an interface has no JSDoc of its own. */
export function defaultInterfaceDescription(name: string, pkg: string): string {
  return `API reference of the ${name} interface, read from the type definitions of ${pkg}.`;
}

/** The plans' versions of an interface, and the members of the richest one. */
export interface InterfaceMembers {
  versions: { plan: ApiPlan; symbol: ts.Symbol; names: Set<string> }[];
  /** Own members of the richest version, sorted by name. */
  members: ts.Symbol[];
}

/**
 * Plans may export different versions under one name (the Pro `GridApi` adds methods to the
 * community one): the last (richest) one is documented.
 */
export function interfaceMembers(program: ApiProgram, sites: ExportSite[]): InterfaceMembers {
  const { checker } = program;
  const versions: InterfaceMembers['versions'] = [];
  for (const site of sites) {
    if (versions.some((version) => version.symbol === site.symbol)) continue;
    const type = checker.getDeclaredTypeOfSymbol(site.symbol);
    const names = new Set(ownMembers(checker, type).map((member) => member.name));
    versions.push({ plan: site.pkg.plan, symbol: site.symbol, names });
  }
  const richest = versions[versions.length - 1];
  return {
    versions,
    members: ownMembers(checker, checker.getDeclaredTypeOfSymbol(richest.symbol)),
  };
}

/**
 * The API reference of an interface: the richest version is documented and each member records
 * the cheapest plan that has it.
 */
export function interfaceDoc(
  program: ApiProgram,
  name: string,
  sites: ExportSite[],
): ApiInterfaceDoc {
  const { checker } = program;
  const { versions, members } = interfaceMembers(program, sites);
  const richest = versions[versions.length - 1];
  const describe = (member: ts.Symbol): ApiProperty => {
    const property = describeMember(checker, member);
    if (versions.length > 1) {
      property.plan = versions.find((version) => version.names.has(member.name))?.plan ?? null;
    }
    return property;
  };
  const declaration = richest.symbol.declarations?.[0];
  const description = declaration ? jsDocOf(declaration).description : '';
  return {
    kind: 'interface',
    name,
    title: `${name} API`,
    description: description || defaultInterfaceDescription(name, sites[0].pkg.name),
    plan: sites[0].pkg.plan,
    imports: importStatements(name, sites),
    properties: members.filter((member) => !isMethod(checker, member)).map(describe),
    methods: members.filter((member) => isMethod(checker, member)).map(describe),
  };
}
