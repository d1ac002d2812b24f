import fs from 'node:fs';
import path from 'node:path';
import { allPages } from '@/data/pages';
import { flattenPages, pageTitle } from '@/src/navigation/buildPageTree';
import type { ApiDemo } from '../types';

/** A core docs page and the text of its MDX file and demo files, read once per build. */
interface PageSource {
  pathname: string;
  text: string;
}

let sources: PageSource[] | null = null;

function pageSources(docsRoot: string): PageSource[] {
  const result: PageSource[] = [];
  const visit = (folder: string) => {
    const entries = fs.readdirSync(folder, { withFileTypes: true });
    if (entries.some((entry) => entry.name === 'index.mdx')) {
      const files = entries.filter((entry) => entry.isFile() && /\.(mdx|tsx)$/.test(entry.name));
      result.push({
        pathname: `/${path.relative(docsRoot, folder).split(path.sep).join('/')}`,
        text: files
          .map((entry) => fs.readFileSync(path.join(folder, entry.name), 'utf8'))
          .join('\n'),
      });
    }
    for (const entry of entries) {
      // MUI X pages document X components; their demos' buttons are not Button demos.
      if (entry.isDirectory() && !(folder === docsRoot && entry.name === 'x')) {
        visit(path.join(folder, entry.name));
      }
    }
  };
  if (fs.existsSync(docsRoot)) visit(docsRoot);
  return result.sort((a, b) => (a.pathname < b.pathname ? -1 : 1));
}

/** True when the text imports `name` from `@mui/material` or its `@mui/material/<name>` entry. */
export function importsMaterial(text: string, name: string): boolean {
  if (text.includes(`from '@mui/material/${name}'`)) return true;
  const named = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@mui\/material'/g;
  return [...text.matchAll(named)].some((match) =>
    match[1].split(',').some((binding) => binding.trim().split(/\s+as\s+/)[0] === name),
  );
}

/**
 * The core docs pages that show `name` (a `@mui/material` component or hook) in use: for a
 * component, the component pages (`/components/…`) whose demos or code import it (every core page
 * when none does); for a hook, every core page that imports it. Computed at build time so that a new demo needs no regenerated API file.
 */
export function coreDemoPages(
  name: string,
  docsRoot = path.join(process.cwd(), 'data', 'docs'),
): ApiDemo[] {
  // `next dev` keeps the module between requests; a new demo must show up without a restart.
  if (!sources || process.env.NODE_ENV === 'development') sources = pageSources(docsRoot);
  const using = sources.filter((source) => importsMaterial(source.text, name));
  const componentPages = using.filter((source) => source.pathname.startsWith('/components/'));
  // A hook serves many kinds of pages (guides, customization), so each page using it counts.
  const hook = /^use[A-Z]/.test(name);
  const chosen = hook || componentPages.length === 0 ? using : componentPages;
  const titles = new Map(
    flattenPages(allPages).map((page) => [page.pathname, pageTitle(page, 'en')] as const),
  );
  return chosen
    .filter((source) => titles.has(source.pathname))
    .map((source) => ({ title: titles.get(source.pathname) as string, pathname: source.pathname }));
}
