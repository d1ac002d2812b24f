import { readStorage, writeStorage } from '@/src/theme/safeStorage';
import type { SearchKind } from './types';

/** localStorage key of the results a reader opened last. */
export const RECENT_STORAGE_KEY = 'mui-search-recent';
export const MAX_RECENT = 6;

/** A result the reader opened, enough to show it again and to link to it. */
export interface RecentSearch {
  pathname: string;
  anchor: string;
  kind: SearchKind;
  title: string;
  label: string;
  component: string;
}

function isRecent(value: unknown): value is RecentSearch {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return ['pathname', 'anchor', 'kind', 'title', 'label', 'component'].every(
    (key) => typeof entry[key] === 'string',
  );
}

/** The stored recent results, newest first; anything unreadable counts as none. */
export function readRecent(): RecentSearch[] {
  const raw = readStorage(RECENT_STORAGE_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isRecent).slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

/** Puts `entry` first (once) and stores the list; returns it even when storage fails. */
export function addRecent(entry: RecentSearch): RecentSearch[] {
  const same = (other: RecentSearch) =>
    other.pathname === entry.pathname && other.anchor === entry.anchor;
  const next = [entry, ...readRecent().filter((other) => !same(other))].slice(0, MAX_RECENT);
  writeStorage(RECENT_STORAGE_KEY, JSON.stringify(next));
  return next;
}
