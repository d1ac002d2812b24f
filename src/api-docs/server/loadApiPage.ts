import fs from 'node:fs';
import path from 'node:path';
import { highlightToHtml } from '@/src/markdown/server/highlight';
import { API_DATA_DIR, apiFileFor } from '../apiFiles';
import type { ApiDoc } from '../types';

/** What an API page needs at render time: the generated file and its highlighted imports. */
export interface ApiPageData {
  doc: ApiDoc;
  /** Prism HTML of the import statements (highlighted at build time, like markdown code). */
  importHtml: string | null;
}

/** Absolute path of the generated file of a pathname, or null when it has none. */
export function apiJsonPath(pathname: string): string | null {
  const file = apiFileFor(pathname);
  if (!file) return null;
  const absolute = path.join(process.cwd(), API_DATA_DIR, file);
  return fs.existsSync(absolute) ? absolute : null;
}

/** Reads the generated API reference of a pathname. */
export function loadApiPage(file: string): ApiPageData {
  const doc = JSON.parse(fs.readFileSync(file, 'utf8')) as ApiDoc;
  const importHtml =
    doc.kind === 'index' || doc.imports.length === 0
      ? null
      : highlightToHtml(doc.imports.join('\n// or\n'), 'js');
  return { doc, importHtml };
}
