import fs from 'node:fs';
import path from 'node:path';
import { highlightToHtml } from '@/src/markdown/server/highlight';
import { CORE_API_FOLDER } from '@/src/content/paths';
import type { ApiPageHistory } from '../historyView';
import type { ApiDoc } from '../types';
import { compactDoc } from './compactDoc';
import { coreDemoPages } from './coreDemos';
import { pageHistoryFor } from './pageHistory';

/** What an API page needs at render time: the generated file and its highlighted imports. */
export interface ApiPageData {
  doc: ApiDoc;
  /** Prism HTML of the import statements (highlighted at build time, like markdown code). */
  importHtml: string | null;
  /** Prism HTML of a hook's signature. */
  signatureHtml: string | null;
  /**
   * Since when each member exists and since when it is deprecated (data/api-history), for this
   * page's item only; null or absent when the item has no history.
   */
  history?: ApiPageHistory | null;
}

/**
 * Reads the generated API reference of a pathname. Core pages (`data/api/material`) get their
 * demos here, from the core docs pages that use the item: the package's JSDoc only links to
 * mui.com pages that this site does not have.
 */
export function loadApiPage(file: string): ApiPageData {
  const doc = JSON.parse(fs.readFileSync(file, 'utf8')) as ApiDoc;
  const core = path.basename(path.dirname(file)) === CORE_API_FOLDER;
  if (core && (doc.kind === 'component' || doc.kind === 'hook')) {
    const local = coreDemoPages(doc.name);
    doc.demos = [
      ...local,
      ...doc.demos.filter((demo) => !local.some((item) => item.pathname === demo.pathname)),
    ];
  }
  const importHtml =
    doc.kind === 'index' || doc.imports.length === 0
      ? null
      : highlightToHtml(doc.imports.join('\n// or\n'), 'js');
  const signatureHtml = doc.kind === 'hook' ? highlightToHtml(doc.signature, 'ts') : null;
  return {
    doc: compactDoc(doc),
    importHtml,
    signatureHtml,
    history: pageHistoryFor(file, doc),
  };
}
