// Network and file system side of the API history: asks npm which versions exist, downloads their
// tarballs with `npm pack` into a scratch folder outside the repository and unpacks the type
// declarations into one `node_modules` tree per version, so the API generator can read them.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** A package at an exact version. */
export interface PackageAt {
  name: string;
  version: string;
}

function npm(args: string[], cwd: string): string {
  fs.mkdirSync(cwd, { recursive: true });
  return execFileSync('npm', args, {
    cwd,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Every version of a package published on the registry (`npm view <pkg> versions --json`). */
export function publishedVersions(name: string, cwd: string): string[] {
  const output = JSON.parse(npm(['view', name, 'versions', '--json'], cwd)) as string[] | string;
  return Array.isArray(output) ? output : [output];
}

const tarballName = (name: string, version: string) =>
  `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`;

/**
 * Downloads `specs` (`name@version` or `name@range`) into `folder` with one `npm pack` call,
 * skipping exact versions already there. Returns the resolved packages and their tarballs.
 */
export function packTarballs(specs: string[], folder: string): (PackageAt & { tarball: string })[] {
  fs.mkdirSync(folder, { recursive: true });
  const cached: (PackageAt & { tarball: string })[] = [];
  const missing: string[] = [];
  for (const spec of specs) {
    const at = spec.lastIndexOf('@');
    const [name, version] = [spec.slice(0, at), spec.slice(at + 1)];
    const file = path.join(folder, tarballName(name, version));
    if (/^\d+\.\d+\.\d+$/.test(version) && fs.existsSync(file)) {
      cached.push({ name, version, tarball: file });
    } else {
      missing.push(spec);
    }
  }
  if (missing.length === 0) return cached;
  const packed = JSON.parse(
    npm(['pack', ...missing, '--pack-destination', folder, '--json'], folder),
  ) as { name: string; version: string; filename: string }[];
  return [
    ...cached,
    ...packed.map((entry) => ({
      name: entry.name,
      version: entry.version,
      tarball: path.join(folder, entry.filename),
    })),
  ];
}

/** Unpacks the `.d.ts` and `package.json` files of a tarball into `target`. */
export function unpackDeclarations(tarball: string, target: string): void {
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  execFileSync('tar', [
    '-xzf',
    tarball,
    '-C',
    target,
    '--strip-components=1',
    '--wildcards',
    '*package.json',
    '*.d.ts',
  ]);
}

function readDependencies(folder: string): Record<string, string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return manifest.dependencies ?? {};
}

/**
 * Builds `<cache>/roots/<label>/node_modules` holding the given packages and the `@mui/x-*`
 * packages they depend on (e.g. `@mui/x-license`) at the versions they ask for. Everything else
 * (React, Material UI, d3 types…) links to the project's own `node_modules`: those types only
 * need to resolve. Returns the root folder, usable as the API generator's project root.
 */
export function prepareRoot(
  cache: string,
  label: string,
  packages: PackageAt[],
  projectNodeModules: string,
): string {
  const root = path.join(cache, 'roots', label);
  const marker = path.join(root, 'ready.json');
  const wanted = JSON.stringify(packages);
  if (fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === wanted) return root;
  fs.rmSync(root, { recursive: true, force: true });
  const modules = path.join(root, 'node_modules');
  const tarballs = path.join(cache, 'tarballs');
  const installed = new Set(packages.map((pkg) => pkg.name));
  let specs = packages.map((pkg) => `${pkg.name}@${pkg.version}`);
  while (specs.length > 0) {
    const next: string[] = [];
    for (const pkg of packTarballs(specs, tarballs)) {
      const target = path.join(modules, ...pkg.name.split('/'));
      unpackDeclarations(pkg.tarball, target);
      installed.add(pkg.name);
      for (const [dependency, range] of Object.entries(readDependencies(target))) {
        if (dependency.startsWith('@mui/x-') && !installed.has(dependency)) {
          installed.add(dependency);
          next.push(`${dependency}@${range}`);
        }
      }
    }
    specs = next;
  }
  const link = (source: string, target: string) => {
    if (!fs.existsSync(target)) fs.symlinkSync(source, target);
  };
  for (const entry of fs.readdirSync(projectNodeModules)) {
    if (entry.startsWith('.')) continue;
    if (entry !== '@mui') {
      link(path.join(projectNodeModules, entry), path.join(modules, entry));
      continue;
    }
    for (const scoped of fs.readdirSync(path.join(projectNodeModules, '@mui'))) {
      // Other versions of the MUI X packages must not leak in from the project.
      if (scoped.startsWith('x-')) continue;
      link(path.join(projectNodeModules, '@mui', scoped), path.join(modules, '@mui', scoped));
    }
  }
  fs.writeFileSync(marker, wanted);
  return root;
}
