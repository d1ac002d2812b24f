import type { TocEntry } from '@/src/markdown/types';
import type { ApiDemo, ApiDoc, ApiHookDoc, ApiProperty } from './types';

/** A top-level section of an API page: its heading id (for the TOC) and its label's key. */
export interface ApiSection {
  id: string;
  labelKey: string;
}

/** The demos of a component that link to pages of this site. */
export function availableDemos(
  demos: ApiDemo[],
  pageExists: (pathname: string) => boolean,
): ApiDemo[] {
  return demos.filter((demo) => pageExists(demo.pathname));
}

/**
 * The sections an API page shows, in order. Empty sections are left out, so headings, the table
 * of contents and the body always agree.
 */
export function apiSections(doc: ApiDoc, pageExists: (pathname: string) => boolean): ApiSection[] {
  const sections: [boolean, string, string][] =
    doc.kind === 'index'
      ? [
          [doc.components.length > 0, 'components', 'api-docs.components'],
          [doc.interfaces.length > 0, 'interfaces', 'api-docs.interfaces'],
        ]
      : doc.kind === 'interface'
        ? [
            [doc.imports.length > 0, 'import', 'api-docs.import'],
            [doc.properties.length > 0, 'properties', 'api-docs.properties'],
            [doc.methods.length > 0, 'methods', 'api-docs.methods'],
          ]
        : doc.kind === 'hook'
          ? [
              [doc.imports.length > 0, 'import', 'api-docs.import'],
              [availableDemos(doc.demos, pageExists).length > 0, 'demos', 'api-docs.demos'],
              [doc.signature !== '', 'signature', 'api-docs.signature'],
              [doc.parameters.length > 0, 'parameters', 'api-docs.parameters'],
              [doc.returns.type !== '', 'return-value', 'api-docs.returnValue'],
            ]
          : [
              [doc.imports.length > 0, 'import', 'api-docs.import'],
              [availableDemos(doc.demos, pageExists).length > 0, 'demos', 'api-docs.demos'],
              [doc.props.length > 0, 'props', 'api-docs.props'],
              [(doc.inheritance?.length ?? 0) > 0, 'inheritance', 'api-docs.inheritance'],
              [doc.slots.length > 0, 'slots', 'api-docs.slots'],
              [doc.cssClasses.length > 0, 'classes', 'api-docs.cssClasses'],
            ];
  return sections.filter(([shown]) => shown).map(([, id, labelKey]) => ({ id, labelKey }));
}

/** Sections shown as a table or an expanded list at the reader's choice (the layout toggle). */
const LAYOUT_SECTIONS = new Set([
  'props',
  'slots',
  'classes',
  'properties',
  'methods',
  'parameters',
]);

/** Whether a section of the page offers the table / expanded list toggle. */
export function hasLayoutChoice(doc: ApiDoc, sectionId: string): boolean {
  return doc.kind !== 'index' && LAYOUT_SECTIONS.has(sectionId);
}

/** The table of contents of an API page, labels in the reader's language. */
export function apiToc(
  doc: ApiDoc,
  t: (key: string) => string,
  pageExists: (pathname: string) => boolean,
): TocEntry[] {
  return apiSections(doc, pageExists).map((section) => ({
    id: section.id,
    text: t(section.labelKey),
    level: 2,
  }));
}

/**
 * The rows of a hook's parameters table: each parameter, then the members of an options or props
 * object as `options.noSsr`, so every value a caller passes has its own row and anchor.
 */
export function hookParameterRows(doc: ApiHookDoc): ApiProperty[] {
  return doc.parameters.flatMap((parameter) => [
    {
      name: parameter.name,
      type: parameter.type,
      default: null,
      required: parameter.required,
      description: parameter.description,
      deprecated: null,
      signature: null,
      plan: null,
    },
    ...parameter.members.map((member) => ({ ...member, name: `${parameter.name}.${member.name}` })),
  ]);
}

/** Rows whose name contains the filter text (case-insensitive); all rows for an empty filter. */
export function filterRows<Row extends { name: string }>(rows: Row[], query: string): Row[] {
  const needle = query.trim().toLowerCase();
  return needle ? rows.filter((row) => row.name.toLowerCase().includes(needle)) : rows;
}
