// `next build` exports a 404 page that has getStaticProps as out/404/index.html (trailingSlash).
// Static hosts and scripts/serve.mjs answer unknown paths with out/404.html: move it there.
import fs from 'node:fs';
import path from 'node:path';

const out = path.resolve(process.argv[2] ?? 'out');
const exported = path.join(out, '404', 'index.html');
if (fs.existsSync(exported)) {
  fs.renameSync(exported, path.join(out, '404.html'));
  fs.rmSync(path.join(out, '404'), { recursive: true, force: true });
}
if (!fs.existsSync(path.join(out, '404.html'))) {
  console.error(`move-404: no 404 page in ${out}`);
  process.exit(1);
}
