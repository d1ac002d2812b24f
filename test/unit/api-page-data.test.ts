/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { compactDoc } from '@/src/api-docs/server/compactDoc';
import type { ApiDoc, ApiProperty } from '@/src/api-docs/types';

const read = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(process.cwd(), 'data/api', file), 'utf8')) as ApiDoc;

/** A member as `data/api` writes it: every field, null when it has no value. */
const withNulls = (member: ApiProperty): ApiProperty => ({
  default: null,
  deprecated: null,
  signature: null,
  plan: null,
  ...member,
});

const membersOf = (doc: ApiDoc): ApiProperty[] => {
  switch (doc.kind) {
    case 'component':
      return doc.props;
    case 'interface':
      return [...doc.properties, ...doc.methods];
    case 'hook':
      return [...doc.parameters.flatMap((parameter) => parameter.members), ...doc.returns.members];
    default:
      return [];
  }
};

describe('API page data', () => {
  test.each([
    'data-grid/data-grid-premium.json',
    'data-grid/grid-api.json',
    'material/use-autocomplete.json',
  ])('%s: members lose only their null fields', (file) => {
    const doc = read(file);
    const compact = compactDoc(doc);
    const members = membersOf(compact);
    expect(members.length).toBe(membersOf(doc).length);
    expect(members.length).toBeGreaterThan(0);
    for (const member of members) {
      expect(Object.values(member)).not.toContain(null);
    }
    // Absent means null: putting the nulls back gives the file's members, field for field.
    expect(members.map(withNulls)).toEqual(membersOf(doc));
    // Everything else is the same.
    const rest = (value: ApiDoc) =>
      JSON.stringify(value, (key, field: unknown) =>
        ['props', 'properties', 'methods', 'members'].includes(key) ? undefined : field,
      );
    expect(rest(compact)).toBe(rest(doc));
  });

  test("DataGridPremium's page data is 8 kB lighter", () => {
    const doc = read('data-grid/data-grid-premium.json');
    const saved = JSON.stringify(doc).length - JSON.stringify(compactDoc(doc)).length;
    expect(saved).toBeGreaterThan(8_000);
  });
});
