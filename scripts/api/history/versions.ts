// Which published versions the API history reads: the latest patch of every 7.x minor up to the
// documented version, and the last 6.x release (for "new in v7"). Pure functions, no network.

/** A stable `major.minor.patch` version (pre-releases are left out). */
const STABLE = /^(\d+)\.(\d+)\.(\d+)$/;

function parts(version: string): [number, number, number] | null {
  const match = STABLE.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** Numeric order of two stable versions. */
export function compareVersions(a: string, b: string): number {
  const [x, y] = [parts(a), parts(b)];
  if (!x || !y) throw new Error(`not a stable version: ${x ? b : a}`);
  for (let index = 0; index < 3; index += 1) {
    if (x[index] !== y[index]) return x[index] - y[index];
  }
  return 0;
}

/** `7.3` for `7.3.2`. */
export function minorLabel(version: string): string {
  return version.split('.').slice(0, 2).join('.');
}

/** The versions of one package the history reads. */
export interface PackageVersions {
  /** Last stable release of the previous major, or null when the package had none. */
  previousMajor: string | null;
  /** Minor label (`7.3`) → the latest patch of that minor not above the documented version. */
  minors: Record<string, string>;
}

/**
 * Picks, from every published version of a package, the latest patch of each minor of the
 * documented major up to `current`, and the last stable release of the previous major. A package
 * first published after x.0.0 simply starts at its first minor.
 */
export function pickVersions(published: string[], current: string): PackageVersions {
  const major = parts(current)?.[0];
  if (major === undefined) throw new Error(`not a stable version: ${current}`);
  const stable = published.filter((version) => STABLE.test(version)).sort(compareVersions);
  const minors: Record<string, string> = {};
  let previousMajor: string | null = null;
  for (const version of stable) {
    const [versionMajor] = parts(version) as [number, number, number];
    if (versionMajor === major - 1) previousMajor = version;
    if (versionMajor === major && compareVersions(version, current) <= 0) {
      minors[minorLabel(version)] = version;
    }
  }
  return { previousMajor, minors };
}

/** Minor labels in version order. */
export function sortLabels(labels: Iterable<string>): string[] {
  return [...new Set(labels)].sort((a, b) => compareVersions(`${a}.0`, `${b}.0`));
}

/**
 * The version of a package current at minor `label`: its own release of that minor, else its
 * latest earlier one (a package that skipped a minor); undefined before its first release.
 */
export function versionAt(
  minors: Record<string, string>,
  labels: string[],
  label: string,
): string | undefined {
  const upTo = labels.slice(0, labels.indexOf(label) + 1).reverse();
  return upTo.map((earlier) => minors[earlier]).find((version) => version !== undefined);
}
