import type { SearchDocument, SearchPage } from '../types';

/**
 * A fixed, varied sample of queries for timing: whole member names, page titles, the first
 * letters of a word (prefix search while typing) and two-word queries.
 */
export function sampleQueries(
  pages: readonly SearchPage[],
  documents: readonly SearchDocument[],
  count: number,
): string[] {
  const quarter = Math.ceil(count / 4);
  const pick = <T>(list: readonly T[], n: number) =>
    Array.from({ length: n }, (_, index) => list[Math.floor((index * list.length) / n)]);
  const members = documents.filter((document) => document.kind === 'prop');
  const sections = documents.filter((document) => document.kind === 'section');
  return [
    ...pick(members, quarter).map((document) => document.label),
    ...pick(pages, quarter).map((page) => page.title),
    ...pick(sections, quarter).map((document) => document.label.split(' ')[0].slice(0, 4)),
    ...pick(sections, quarter).map((document) => document.label.split(' ').slice(0, 2).join(' ')),
  ].slice(0, count);
}
