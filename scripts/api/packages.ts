import fs from 'node:fs';
import path from 'node:path';
import type { ApiPlan } from '../../src/api-docs/types';

/** An npm package documented under a product folder of /x/api/. */
export interface DocumentedPackage {
  name: string;
  plan: ApiPlan;
}

// Plan order matters: an item belongs to the first (cheapest) package that exports it.
export const PRODUCT_PACKAGES: Record<string, DocumentedPackage[]> = {
  'data-grid': [
    { name: '@mui/x-data-grid', plan: 'community' },
    { name: '@mui/x-data-grid-pro', plan: 'pro' },
    { name: '@mui/x-data-grid-premium', plan: 'premium' },
  ],
  'date-pickers': [
    { name: '@mui/x-date-pickers', plan: 'community' },
    { name: '@mui/x-date-pickers-pro', plan: 'pro' },
  ],
  charts: [{ name: '@mui/x-charts', plan: 'community' }],
  'tree-view': [{ name: '@mui/x-tree-view', plan: 'community' }],
};

/** Product names used in index titles. */
export const PRODUCT_NAMES: Record<string, string> = {
  'data-grid': 'Data Grid',
  'date-pickers': 'Date and Time Pickers',
  charts: 'Charts',
  'tree-view': 'Tree View',
};

/** Installed folder of a package. */
export function packageDir(root: string, name: string): string {
  return path.join(root, 'node_modules', ...name.split('/'));
}

/** Type entry (`index.d.ts`) of a package or of one of its subpaths, when it exists. */
export function entryFile(root: string, name: string, subpath = ''): string | null {
  const file = path.join(packageDir(root, name), subpath, 'index.d.ts');
  return fs.existsSync(file) ? file : null;
}
