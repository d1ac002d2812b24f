import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import type { ApiComponentDoc, ApiCssClass, ApiDemo, ApiSlot } from '../../src/api-docs/types';
import { jsDocOf, tagText } from './jsdoc';
import { compareNames, describeMember, documentingDeclaration, ownMembers } from './members';
import type { ApiProgram, ExportSite } from './program';

/** Import statements of an item, one per entry point that exports it. */
export function importStatements(name: string, sites: ExportSite[]): string[] {
  return sites.map((site) => {
    const binding = site.exportName === name ? name : `${site.exportName} as ${name}`;
    return `import { ${binding} } from '${site.specifier}';`;
  });
}

/**
 * Splits a component's JSDoc into its prose and the demo pages of its "Demos:" list. The "API:"
 * list only links to the page being generated, so it is dropped.
 */
export function splitComponentDoc(text: string): { description: string; demos: ApiDemo[] } {
  const [prose, ...rest] = text.split(/^Demos:\s*$/m);
  const demosText = rest.join('').split(/^API:\s*$/m)[0] ?? '';
  const demos = [...demosText.matchAll(/^\s*-\s*\[([^\]]+)]\(([^)]+)\)/gm)].map((match) => ({
    title: match[1],
    pathname: match[2].replace(/^https:\/\/mui\.com/, '').replace(/\/$/, ''),
  }));
  return { description: prose.split(/^API:\s*$/m)[0].trim(), demos };
}

/** The generated sentence used when a component has no prose of its own. */
export function defaultComponentDescription(name: string): string {
  return `Every prop, slot and CSS class of ${name}, read from the type definitions of the installed 7.12.0 packages.`;
}

/** The props parameter of a component, or null for a stub without props. */
export function propsParameter(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol | null {
  const type = checker.getTypeOfSymbol(symbol);
  const signature = type.getCallSignatures()[0] ?? type.getConstructSignatures()[0];
  return signature?.parameters[0] ?? null;
}

function slotsOf(slots: ts.Symbol[]): ApiSlot[] {
  return slots.map((slot) => {
    const declaration = documentingDeclaration(slot);
    const doc = declaration ? jsDocOf(declaration) : { description: '', tags: [] };
    return { name: slot.name, description: doc.description, default: tagText(doc, 'default') };
  });
}

/**
 * A slot's global class: the component's class whose `classes` key is the slot's name (a date
 * picker's `toolbar` slot gets `.MuiDatePicker-toolbar` when such a key exists).
 */
export function withSlotClasses(slots: ApiSlot[], classes: ApiCssClass[]): ApiSlot[] {
  const byKey = new Map(classes.map((entry) => [entry.key, entry.className]));
  return slots.map((slot) => {
    const className = byKey.get(slot.name);
    return className ? { ...slot, className } : slot;
  });
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The `xxxClasses` export holding the runtime class names. It is found by type (`axisClasses:
 * ChartsAxisClasses`) or by name (`gridClasses: Record<keyof GridClasses, string>`).
 */
function classesExportName(
  program: ApiProgram,
  pkg: string,
  classesInterface: ts.Symbol,
): string | null {
  const { checker } = program;
  const declared = checker.getDeclaredTypeOfSymbol(classesInterface);
  const byName = lowerFirst(classesInterface.name);
  let byType: string | null = null;
  for (const [name, symbol] of program.rootExports(pkg)) {
    if (name === byName) return name;
    if (byType === null && symbol.flags & ts.SymbolFlags.Variable) {
      if (checker.getTypeOfSymbol(symbol) === declared) byType = name;
    }
  }
  return byType;
}

/**
 * The documented `classes` keys and the export holding their class names: from the `classes`
 * prop's type, or, for a component whose `classes` prop comes from Material UI (PickersTextField),
 * from the package's `<component>Classes` export.
 */
function classesSource(
  program: ApiProgram,
  componentName: string,
  pkg: string,
  classes: ts.Symbol | undefined,
): { keys: ts.Symbol[]; exportName: string | null } {
  const { checker } = program;
  if (classes) {
    const keys = ownMembers(checker, checker.getNonNullableType(checker.getTypeOfSymbol(classes)));
    const owner = keys
      .map((key) => documentingDeclaration(key)?.parent)
      .find(
        (parent): parent is ts.InterfaceDeclaration =>
          !!parent && ts.isInterfaceDeclaration(parent),
      );
    const ownerSymbol = owner && checker.getSymbolAtLocation(owner.name);
    if (keys.length > 0) {
      return {
        keys,
        exportName: ownerSymbol ? classesExportName(program, pkg, ownerSymbol) : null,
      };
    }
  }
  const exportName = `${lowerFirst(componentName)}Classes`;
  const exported = program.rootExports(pkg).get(exportName);
  if (!exported) return { keys: [], exportName: null };
  return { keys: ownMembers(checker, documentedClassesType(checker, exported)), exportName };
}

/**
 * The interface that documents a classes export: `Record<keyof XClasses, string>` has keys but no
 * JSDoc, so the documented `XClasses` is used instead.
 */
function documentedClassesType(checker: ts.TypeChecker, exported: ts.Symbol): ts.Type {
  const declaration = exported.valueDeclaration;
  const typeNode =
    declaration && ts.isVariableDeclaration(declaration) ? declaration.type : undefined;
  const [keysOf] =
    typeNode && ts.isTypeReferenceNode(typeNode) ? (typeNode.typeArguments ?? []) : [];
  if (keysOf && ts.isTypeOperatorNode(keysOf) && keysOf.operator === ts.SyntaxKind.KeyOfKeyword) {
    return checker.getTypeFromTypeNode(keysOf.type);
  }
  return checker.getTypeOfSymbol(exported);
}

function cssClassesOf(
  program: ApiProgram,
  componentName: string,
  pkg: string,
  { keys, exportName }: ComponentMembers['classes'],
): ApiCssClass[] {
  // The class names are computed at runtime (`generateUtilityClasses`), so they are read from the
  // installed package rather than guessed from the component name.
  const load = createRequire(path.join(program.root, 'package.json'));
  const runtime: Record<string, string> = exportName ? (load(pkg)[exportName] ?? {}) : {};
  return keys.map((key) => {
    const declaration = documentingDeclaration(key);
    return {
      key: key.name,
      className: runtime[key.name] ?? `Mui${componentName}-${key.name}`,
      description: declaration ? jsDocOf(declaration).description : '',
    };
  });
}

/** The symbols a component page is made of, before they are described. */
export interface ComponentMembers {
  /** The export site of the component that takes props (cheapest plan first). */
  primary: ExportSite;
  /** Own props, sorted by name. */
  props: ts.Symbol[];
  /** Members of the `slots` prop's type, sorted by name. */
  slots: ts.Symbol[];
  /** Keys of the component's `classes`, and the export holding their runtime class names. */
  classes: { keys: ts.Symbol[]; exportName: string | null };
}

/**
 * Finds a component's props, slots and class keys. `@mui/x-data-grid-pro` exports a prop-less
 * `DataGridPremium` stub: the real component is the first export that takes props.
 */
export function componentMembers(
  program: ApiProgram,
  name: string,
  sites: ExportSite[],
): ComponentMembers {
  const { checker } = program;
  const primary = sites.find((site) => propsParameter(checker, site.symbol) !== null);
  if (!primary) throw new Error(`${name} is not a component with props`);
  const props = ownMembers(
    checker,
    checker.getTypeOfSymbol(propsParameter(checker, primary.symbol) as ts.Symbol),
  );
  const find = (propName: string) => props.find((member) => member.name === propName);
  const slotsProp = find('slots');
  const slots = slotsProp
    ? ownMembers(checker, checker.getNonNullableType(checker.getTypeOfSymbol(slotsProp)))
    : [];
  const classes = classesSource(program, name, primary.pkg.name, find('classes'));
  return { primary, props, slots, classes };
}

/** The API reference of a component exported by `sites` (cheapest plan first). */
export function componentDoc(
  program: ApiProgram,
  name: string,
  sites: ExportSite[],
): ApiComponentDoc {
  const { checker } = program;
  const {
    primary,
    props: members,
    slots: slotSymbols,
    classes,
  } = componentMembers(program, name, sites);
  // Only the entries exporting the same symbol as the component with props are listed.
  const { symbol, pkg } = primary;
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  const { description, demos } = splitComponentDoc(
    declaration ? jsDocOf(declaration).description : '',
  );
  const slots = slotsOf(slotSymbols);
  const cssClasses = cssClassesOf(program, name, pkg.name, classes).sort((a, b) =>
    compareNames(a.key, b.key),
  );
  return {
    kind: 'component',
    name,
    title: `${name} API`,
    description: description || defaultComponentDescription(name),
    plan: pkg.plan,
    imports: importStatements(
      name,
      sites.filter((site) => site.symbol === symbol),
    ),
    props: members.map((member) => describeMember(checker, member, true)),
    slots: withSlotClasses(slots, cssClasses),
    cssClasses,
    demos,
  };
}
