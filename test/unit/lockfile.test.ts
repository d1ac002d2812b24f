/**
 * @jest-environment node
 */
/**
 * `npm ci` (CI's install) refuses a lockfile that is out of step with package.json, and it counts
 * every platform's optional packages: a lockfile that lists only this machine's (which npm writes
 * when it rebuilds the lockfile from an existing node_modules) fails on a clean clone with
 * "Missing: @swc/core-darwin-arm64 … from lock file". These checks catch that before CI does.
 */
import fs from 'node:fs';
import path from 'node:path';

interface LockedPackage {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  engines?: Record<string, string>;
}

const root = path.resolve(__dirname, '..', '..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  overrides?: Record<string, string>;
};
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  lockfileVersion: number;
  packages: Record<string, LockedPackage>;
};

/** Whether `name` resolves from the package at `from` (a lockfile key) by Node's lookup. */
function resolves(name: string, from: string): boolean {
  let folder = from;
  for (;;) {
    if (lock.packages[`${folder ? `${folder}/` : ''}node_modules/${name}`]) return true;
    if (folder === '') return false;
    const index = folder.lastIndexOf('/node_modules/');
    folder = index < 0 ? '' : folder.slice(0, index);
  }
}

test('the lockfile records the dependencies of package.json as package.json states them', () => {
  expect(lock.lockfileVersion).toBe(3);
  const rootEntry = lock.packages[''];
  expect(rootEntry.dependencies).toEqual(manifest.dependencies);
  expect(rootEntry.devDependencies).toEqual(manifest.devDependencies);
});

test("every optional package of every locked package is locked, other platforms' included", () => {
  const missing: string[] = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      if (!resolves(name, key)) missing.push(`${key || 'package.json'} → ${name}`);
    }
  }
  expect(missing).toEqual([]);
});
