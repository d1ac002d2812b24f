// Starts the download of each exported page's startup scripts once the page has painted, instead
// of while the HTML is still being parsed.
//
// Why: the HTML of a page is complete (prose, tables, code, inline CSS), so the browser can paint
// the largest text block as soon as the document is parsed. The framework's `<script defer>` tags
// in the head are found by the preload scanner at once, and on a slow connection their ~120 KB
// share the bandwidth with the rest of the HTML; Lighthouse's throttled simulation likewise counts
// every request that started before the largest paint as a dependency of it. Requested after the
// first paint, the scripts no longer stand between the reader and the text; they still run in the
// same order, before any interaction is possible, exactly as `defer` runs them.
//
// A step of scripts/build.ts (`npx tsx scripts/build.ts --only scripts-after-paint`): after
// `next build` and the compile hints, which read the original tags; before the service worker,
// whose precache records file contents.
import fs from 'node:fs';
import path from 'node:path';
import { htmlFiles } from './site-files';

/** The attribute that marks the loader, so a rerun leaves a page alone. */
export const LOADER_MARK = 'data-startup-scripts';

/** `<script src="/_next/static/….js" defer="">` in either attribute order. */
const DEFER_SCRIPT =
  /<script(?=[^>]*\sdefer(?:="")?[\s>])(?=[^>]*\ssrc="(\/_next\/static\/[^"]+\.js)")[^>]*><\/script>/g;

/**
 * The loader, run where the first script tag stood. It waits for the document to be parsed (as
 * `defer` does), then for the next frame to be painted and shown (a task queued from the frame
 * callback after it runs once the first frame has reached the screen), then adds the scripts with
 * `async = false`, which keeps their order.
 * A hidden tab paints no frames, so there it starts at once; a timer covers a frame that never
 * comes.
 */
function loaderSource(sources: string[]): string {
  return (
    '(function(s){var d=document,started=false;' +
    'function load(){if(started)return;started=true;for(var i=0;i<s.length;i++){' +
    "var e=d.createElement('script');e.src=s[i];e.async=false;d.head.appendChild(e);}}" +
    "function afterPaint(){if(d.visibilityState==='hidden'||typeof requestAnimationFrame!=='function'){load();return;}" +
    'requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(load,0);});});' +
    'setTimeout(load,1000);}' +
    "if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',afterPaint);else afterPaint();" +
    `})(${JSON.stringify(sources)});`
  );
}

/**
 * The page with its deferred startup scripts replaced by one loader at the place of the first;
 * null when the page has none or was already rewritten.
 */
export function startScriptsAfterPaint(html: string): string | null {
  if (html.includes(LOADER_MARK)) return null;
  const sources: string[] = [];
  let first = -1;
  const stripped = html.replace(DEFER_SCRIPT, (_tag: string, source: string, offset: number) => {
    if (first === -1) first = offset;
    sources.push(source);
    return '';
  });
  if (sources.length === 0) return null;
  const loader = `<script ${LOADER_MARK}="">${loaderSource(sources)}</script>`;
  return stripped.slice(0, first) + loader + stripped.slice(first);
}

/** Rewrites every exported page; returns how many changed. */
export function rewriteExport(out: string): number {
  let changed = 0;
  for (const file of htmlFiles(out)) {
    const full = path.join(out, file);
    const next = startScriptsAfterPaint(fs.readFileSync(full, 'utf8'));
    if (next === null) continue;
    fs.writeFileSync(full, next);
    changed += 1;
  }
  return changed;
}
