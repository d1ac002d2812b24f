import { loadDemoSource } from '@/src/markdown/demoSourceFile';
import type { DemoSource } from '@/src/markdown/types';
import { demoFolder, evaluateDemo } from './evaluate';
import { resolveFromTables } from './resolve';
import { transpile } from './transpile';

/** How long a demo's modules may wait for an idle moment of the browser. */
const IDLE_TIMEOUT_MS = 10_000;

const kept = new Set<string>();
let queue: Promise<void> = Promise.resolve();

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    } else {
      setTimeout(resolve, 1000);
    }
  });
}

async function keep({ sourceUrl, id }: Pick<DemoSource, 'sourceUrl' | 'id'>): Promise<void> {
  const file = await loadDemoSource(sourceUrl);
  const result = transpile(file.ts.code);
  // Running the demo's module body loads each of its imports (demo modules only declare data and
  // components); a demo whose code does not run as it stands is not kept.
  if (result.ok) await evaluateDemo(result.code, demoFolder(id), resolveFromTables);
}

/**
 * Loads the source of each of a page's demos and, through the live module tables, the modules its
 * code imports. Called once a demo of a page the service worker serves starts loading: the worker
 * precaches the editing code and the module index, but keeps the chunks behind the tables only once
 * they have been loaded (docs/service-worker.md). Loading them here, one demo after the other in
 * idle time, lets the reader edit any demo of the page offline on a later visit. Pages without a
 * worker never call it: nothing would keep what it loads.
 */
export function keepDemoModules(demos: Array<Pick<DemoSource, 'sourceUrl' | 'id'>>): Promise<void> {
  for (const demo of demos) {
    if (kept.has(demo.id)) continue;
    kept.add(demo.id);
    queue = queue
      .then(idle)
      .then(() => keep(demo))
      .catch(() => undefined);
  }
  return queue;
}
