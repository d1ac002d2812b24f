// Which pages exist: the page registry (data/pages) limited to the pathnames that have content,
// plus the special React pages and, in the browser tests' build, the fixture pages.
import fs from 'node:fs';
import { allPages } from '@/data/pages';
import { buildPageIndex, flattenPages } from '@/src/navigation/buildPageTree';
import { LANGUAGES } from '@/src/routing';
import { SPECIAL_PAGES, slugFor } from '../paths';
import { apiJsonPath, fixturePathnames, markdownFileFor } from './files';

/** Registry pathnames that have an MDX page or an API file; validates the registry. */
export function registryPathnamesWithContent(): string[] {
  buildPageIndex(allPages);
  return flattenPages(allPages)
    .map((page) => page.pathname)
    .filter((pathname) => fs.existsSync(markdownFileFor(pathname)) || apiJsonPath(pathname));
}

/** Every exported pathname, English form; duplicates in the registry throw. */
export function exportedPathnames(): string[] {
  return [...Object.keys(SPECIAL_PAGES), ...registryPathnamesWithContent(), ...fixturePathnames()];
}

/** The URL slug arrays of every exported page in every language. */
export function allSlugs(): string[][] {
  const pathnames = exportedPathnames();
  return LANGUAGES.flatMap((language) => pathnames.map((pathname) => slugFor(pathname, language)));
}
