// `npm run api:generate` writes data/api from the installed packages; `npm run api:check`
// generates into a temporary folder and fails when data/api differs (DESIGN: reproducible
// artefacts, so CI catches a package upgrade or a registry edit without regenerated files).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_DATA_DIR } from '../../src/api-docs/apiFiles';
import { generateApiDocs } from './generate';
import { stableJson } from './json';

const root = path.resolve(__dirname, '..', '..');

function listJson(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

function writeAll(folder: string): number {
  const { files, unresolved } = generateApiDocs(root);
  fs.rmSync(folder, { recursive: true, force: true });
  for (const [file, doc] of files) {
    const target = path.join(folder, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, stableJson(doc));
  }
  for (const { pathname, reason } of unresolved) {
    console.warn(`api: skipped ${pathname}: ${reason}`);
  }
  return files.size;
}

function check(): boolean {
  const temporary = fs.mkdtempSync(path.join(os.tmpdir(), 'mui-x-api-'));
  try {
    writeAll(temporary);
    const committed = path.join(root, API_DATA_DIR);
    const expected = listJson(temporary);
    const actual = listJson(committed);
    const differing = [...new Set([...expected, ...actual])].sort().filter((file) => {
      const a = path.join(temporary, file);
      const b = path.join(committed, file);
      return (
        !fs.existsSync(a) || !fs.existsSync(b) || !fs.readFileSync(a).equals(fs.readFileSync(b))
      );
    });
    if (differing.length > 0) {
      console.error(
        `api:check: ${differing.length} file(s) in ${API_DATA_DIR} differ from what the installed ` +
          `packages and the page registry produce. Run \`npm run api:generate\` and commit:\n` +
          differing.map((file) => `  ${API_DATA_DIR}/${file}`).join('\n'),
      );
      return false;
    }
    console.log(`api:check: ${expected.length} files in ${API_DATA_DIR} are up to date`);
    return true;
  } finally {
    fs.rmSync(temporary, { recursive: true, force: true });
  }
}

if (process.argv.includes('--check')) {
  process.exitCode = check() ? 0 : 1;
} else {
  const count = writeAll(path.join(root, API_DATA_DIR));
  console.log(`api:generate: wrote ${count} files to ${API_DATA_DIR}`);
}
