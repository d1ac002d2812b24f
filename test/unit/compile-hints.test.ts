/**
 * @jest-environment node
 */
/**
 * The post-build step that marks startup scripts for eager compilation (V8 explicit compile hints):
 * every script an exported page loads gets the hint once, lazily loaded chunks are left alone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addCompileHints, COMPILE_HINT, startupScripts } from '@/scripts/compile-hints';

let out: string;

function write(relative: string, content: string) {
  const file = path.join(out, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

function read(relative: string): string {
  return fs.readFileSync(path.join(out, relative), 'utf8');
}

beforeEach(() => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  const page = (scripts: string[]) =>
    `<!DOCTYPE html><html><head>${scripts
      .map((src) => `<script src="${src}" defer=""></script>`)
      .join('')}</head><body></body></html>`;
  write('index.html', page(['/_next/static/chunks/runtime.js', '/_next/static/chunks/app.js']));
  write('x/api/index.html', page(['/_next/static/chunks/app.js', '/_next/static/chunks/api.js']));
  write('_next/static/chunks/runtime.js', 'self.runtime=1;');
  write('_next/static/chunks/app.js', '"use strict";self.app=1;');
  write('_next/static/chunks/api.js', 'self.api=1;');
  write('_next/static/chunks/demo-grid.js', 'self.demo=1;');
});

afterEach(() => fs.rmSync(out, { recursive: true, force: true }));

test('lists the scripts that any page loads, each once', () => {
  expect(startupScripts(out)).toEqual([
    '/_next/static/chunks/api.js',
    '/_next/static/chunks/app.js',
    '/_next/static/chunks/runtime.js',
  ]);
});

test('puts the hint on the first line of every startup script, once, and nowhere else', () => {
  expect(addCompileHints(out)).toHaveLength(3);
  expect(read('_next/static/chunks/app.js')).toBe(`${COMPILE_HINT}"use strict";self.app=1;`);
  expect(read('_next/static/chunks/runtime.js').split('\n')[0]).toBe(
    '//# allFunctionsCalledOnLoad',
  );
  // A lazily loaded chunk keeps V8's lazy compilation.
  expect(read('_next/static/chunks/demo-grid.js')).toBe('self.demo=1;');
  // Running the step again changes nothing (the build may run it on an existing export).
  expect(addCompileHints(out)).toEqual([]);
  expect(read('_next/static/chunks/api.js')).toBe(`${COMPILE_HINT}self.api=1;`);
});
