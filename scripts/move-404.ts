// `next build` exports a 404 page that has getStaticProps as out/404/index.html (trailingSlash).
// Static hosts and scripts/serve.ts answer unknown paths with out/404.html: move it there.
// A step of scripts/build.ts.
import fs from 'node:fs';
import path from 'node:path';

/** Moves out/404/index.html to out/404.html; throws when the export has no 404 page. */
export function move404(out: string): string {
  const exported = path.join(out, '404', 'index.html');
  if (fs.existsSync(exported)) {
    fs.renameSync(exported, path.join(out, '404.html'));
    fs.rmSync(path.join(out, '404'), { recursive: true, force: true });
  }
  if (!fs.existsSync(path.join(out, '404.html'))) {
    throw new Error(`move-404: no 404 page in ${out}`);
  }
  return 'move 404: 404.html';
}
