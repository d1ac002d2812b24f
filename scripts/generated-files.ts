// Writing generated source files: only the files whose text changed are written (a running
// `next dev` recompiles what it sees change), each through a temporary file and a rename so a
// build never reads one half written, and the folder's files that are no longer generated are
// removed (a bundler would otherwise still compile them).
import fs from 'node:fs';
import path from 'node:path';

/** Writes `text` to `file` unless the file already holds it. */
export function writeGeneratedFile(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return;
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

/** Writes `files` (name → text) into `folder` and removes the folder's other files. */
export function writeGeneratedFiles(folder: string, files: ReadonlyMap<string, string>): void {
  for (const [name, text] of files) writeGeneratedFile(path.join(folder, name), text);
  fs.mkdirSync(folder, { recursive: true });
  for (const name of fs.readdirSync(folder)) {
    if (!files.has(name)) fs.rmSync(path.join(folder, name));
  }
}
