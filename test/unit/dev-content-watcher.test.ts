/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CONTENT_VERSION_MODULE,
  ensureContentVersion,
  watchContent,
  writeContentVersion,
} from '@/src/content/dev/contentWatcher';

function makeRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-watcher-'));
  fs.mkdirSync(path.join(root, 'data', 'docs', 'x', 'page'), { recursive: true });
  fs.writeFileSync(path.join(root, 'data', 'docs', 'x', 'page', 'index.mdx'), '# Page\n');
  return root;
}

function version(root: string): string {
  const text = fs.readFileSync(path.join(root, CONTENT_VERSION_MODULE), 'utf8');
  return /contentVersion = "([^"]+)"/.exec(text)?.[1] ?? '';
}

async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the next dev content watcher', () => {
  it('creates the version module once and leaves an existing one alone', () => {
    const root = makeRoot();
    ensureContentVersion(root);
    expect(version(root)).toBe('initial');
    writeContentVersion(root, 'abc');
    ensureContentVersion(root);
    expect(version(root)).toBe('abc');
  });

  it('does not rewrite the module when the version is the same', () => {
    const root = makeRoot();
    writeContentVersion(root, 'same');
    const file = path.join(root, CONTENT_VERSION_MODULE);
    const before = fs.statSync(file).mtimeMs;
    fs.utimesSync(file, new Date(1000), new Date(1000));
    writeContentVersion(root, 'same');
    expect(fs.statSync(file).mtimeMs).toBe(1000);
    expect(before).not.toBe(1000);
  });

  it('writes a new version when a page or a demo changes, and ignores other files', async () => {
    const root = makeRoot();
    const stop = watchContent(root);
    try {
      await changes(root);
    } finally {
      stop();
    }
  });
});

/** Edits files under the watched folder and checks which edits change the version. */
async function changes(root: string): Promise<void> {
  expect(version(root)).toBe('initial');
  const page = path.join(root, 'data', 'docs', 'x', 'page');

  fs.writeFileSync(path.join(page, 'notes.txt'), 'not content');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(version(root)).toBe('initial');

  fs.writeFileSync(path.join(page, 'index.mdx'), '# Page\n\nA new paragraph.\n');
  await until(() => version(root) !== 'initial', 'the MDX edit is noticed');
  const afterPage = version(root);

  fs.writeFileSync(path.join(page, 'Demo.tsx'), 'export default function Demo() {}\n');
  await until(() => version(root) !== afterPage, 'the new demo is noticed');
}
