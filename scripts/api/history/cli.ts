// `npm run api:history` — run by hand (it downloads about a hundred tarballs), not on every build.
// For every documented package it reads the latest patch of each 7.x minor up to the installed
// version and the last 6.x release, and writes data/api-history/<product>.json. Tarballs and
// unpacked declarations go to a scratch folder outside the repository:
//   npm run api:history -- [--cache=/tmp/api-history-cache] [--product=data-grid] [--fresh]
// (API_HISTORY_CACHE sets the folder too).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ApiHistoryPackage } from '../../../src/api-docs/historyTypes';
import { stableJson } from '../json';
import { PRODUCT_PACKAGES, packageDir } from '../packages';
import { createApiProgram } from '../program';
import { apiEntries } from '../registry';
import { buildHistory, countBadges, type LabelledSnapshot } from './build';
import { prepareRoot, publishedVersions, type PackageAt } from './fetch';
import { API_HISTORY_DIR } from './files';
import { snapshotProduct } from './snapshot';
import { minorLabel, pickVersions, sortLabels, versionAt } from './versions';

const root = path.resolve(__dirname, '..', '..', '..');

/** Bump when snapshot.ts reads members differently, so cached snapshots are read again. */
const SNAPSHOT_READER = 8;

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

function main(): void {
  const started = Date.now();
  const cache = path.resolve(
    option('cache') ?? process.env.API_HISTORY_CACHE ?? path.join(os.tmpdir(), 'api-history-cache'),
  );
  if (cache.startsWith(root + path.sep))
    throw new Error('the cache must be outside the repository');
  const only = option('product');
  const products = Object.keys(PRODUCT_PACKAGES).filter((product) => !only || product === only);
  const packages = products.flatMap((product) => PRODUCT_PACKAGES[product]);
  const documented = (
    JSON.parse(
      fs.readFileSync(path.join(packageDir(root, packages[0].name), 'package.json'), 'utf8'),
    ) as {
      version: string;
    }
  ).version;

  const versions = new Map<string, ApiHistoryPackage>();
  for (const pkg of packages) {
    versions.set(pkg.name, pickVersions(publishedVersions(pkg.name, cache), documented));
  }
  const labels = sortLabels([...versions.values()].flatMap((entry) => Object.keys(entry.minors)));
  console.log(`api:history: documented ${documented}; minors ${labels.join(', ')}`);

  const names = new Map<string, string[]>();
  for (const entry of apiEntries()) {
    if (entry.name && products.includes(entry.product)) {
      names.set(entry.product, [...(names.get(entry.product) ?? []), entry.name]);
    }
  }
  const allNames = [...new Set([...names.values()].flat())];
  const nodeModules = path.join(root, 'node_modules');

  /** Loads one release of every package and reads each product's items from it. */
  function read(label: string, release: PackageAt[]): Map<string, LabelledSnapshot> {
    const t0 = Date.now();
    // Snapshots are kept in the cache too, so changing the builder does not re-read every release.
    const key = JSON.stringify({ reader: SNAPSHOT_READER, release, products, names: allNames });
    const saved = path.join(cache, 'snapshots', `${label}.json`);
    if (fs.existsSync(saved) && !process.argv.includes('--fresh')) {
      const cached = JSON.parse(fs.readFileSync(saved, 'utf8')) as {
        key: string;
        result: [string, LabelledSnapshot][];
      };
      if (cached.key === key) {
        console.log(`api:history: ${label} from the cached snapshot`);
        return new Map(cached.result);
      }
    }
    const versionRoot = prepareRoot(cache, label, release, nodeModules);
    const program = createApiProgram(versionRoot, allNames, true);
    const result = new Map<string, LabelledSnapshot>();
    for (const product of products) {
      const productPackages = new Set(PRODUCT_PACKAGES[product].map((pkg) => pkg.name));
      const productRelease = release.filter((pkg) => productPackages.has(pkg.name));
      if (productRelease.length === 0) continue;
      // The previous major is labelled by its own minor (`6.20`), taken from the product's first package.
      const productLabel = label === 'previous' ? minorLabel(productRelease[0].version) : label;
      result.set(product, {
        label: productLabel,
        items: snapshotProduct(program, product, names.get(product) ?? []),
      });
    }
    fs.mkdirSync(path.dirname(saved), { recursive: true });
    fs.writeFileSync(saved, JSON.stringify({ key, result: [...result] }));
    console.log(
      `api:history: read ${label} (${release.map((pkg) => `${pkg.name}@${pkg.version}`).join(', ')}) in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
    return result;
  }

  const previousRelease = packages.flatMap((pkg) => {
    const version = versions.get(pkg.name)?.previousMajor;
    return version ? [{ name: pkg.name, version }] : [];
  });
  const previous = previousRelease.length > 0 ? read('previous', previousRelease) : new Map();
  const perMinor = labels.map((label) =>
    read(
      label,
      packages.flatMap((pkg) => {
        const version = versionAt(versions.get(pkg.name)?.minors ?? {}, labels, label);
        return version ? [{ name: pkg.name, version }] : [];
      }),
    ),
  );

  const folder = path.join(root, API_HISTORY_DIR);
  fs.mkdirSync(folder, { recursive: true });
  for (const product of products) {
    const history = buildHistory({
      product,
      documented,
      previous: previous.get(product) ?? null,
      minors: perMinor.flatMap((snapshots) => snapshots.get(product) ?? []),
      packages: Object.fromEntries(
        PRODUCT_PACKAGES[product].map((pkg) => [
          pkg.name,
          versions.get(pkg.name) as ApiHistoryPackage,
        ]),
      ),
    });
    fs.writeFileSync(path.join(folder, `${product}.json`), stableJson(history));
    for (const [pkg, count] of Object.entries(countBadges(history))) {
      console.log(
        `api:history: ${pkg}: since ${count.since}, new in v7 ${count.newInV7} (+${count.newItems} new items), deprecated ${count.deprecated} (+${count.deprecatedItems} deprecated items)`,
      );
    }
  }
  console.log(
    `api:history: wrote ${products.length} file(s) to ${API_HISTORY_DIR} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main();
