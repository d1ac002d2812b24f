export const KNOWN_DUPLICATES: ReadonlyArray<readonly [string, string]> = [];
