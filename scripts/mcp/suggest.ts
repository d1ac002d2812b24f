// Closest names for a mistyped input: API names, page paths, product names. Pure.

/** Edit distance (insertions, deletions, substitutions, adjacent swaps) between two strings. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (!a.length) return b.length;
  if (!b.length) return a.length;
  // Three rows are enough for the adjacent swap of the optimal string alignment distance.
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2] + 1);
      }
      current[j] = value;
    }
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length];
}

/**
 * How far a candidate is from what was typed, case aside: the edit distance, made small when one
 * contains the other (`GridColDefinition` is close to `GridColDef`, `sort` to `sorting`) so that a
 * shortened or lengthened name beats an unrelated name of the same length.
 */
export function nameDistance(input: string, candidate: string): number {
  const a = input.toLowerCase();
  const b = candidate.toLowerCase();
  if (a === b) return 0;
  const distance = editDistance(a, b);
  if (a.length >= 3 && (b.includes(a) || a.includes(b))) {
    return Math.min(distance, 0.5 + Math.abs(b.length - a.length) * 0.1);
  }
  return distance;
}

/**
 * The `count` candidates closest to the input, closest first (ties keep the candidates' order).
 * `key` picks the text compared when the candidates are not the names themselves.
 */
export function closest<T>(
  input: string,
  candidates: readonly T[],
  count = 3,
  key: (candidate: T) => string = String,
): T[] {
  const seen = new Set<string>();
  return candidates
    .map((candidate, position) => ({
      candidate,
      position,
      name: key(candidate),
      distance: nameDistance(input, key(candidate)),
    }))
    .sort((x, y) => x.distance - y.distance || x.position - y.position)
    .filter(({ name }) => (seen.has(name) ? false : (seen.add(name), true)))
    .slice(0, count)
    .map(({ candidate }) => candidate);
}
