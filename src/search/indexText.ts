import type { LanguageCode } from '@/src/navigation/types';
import { searchIndexFiles } from './indexFiles.generated';

/** The small first index of a language is the file named `<language>.head.<hash>.json`. */
export function isHeadFile(url: string): boolean {
  return /\/[a-z]+\.head\.[0-9a-f]+\.json$/.test(url);
}

async function download(url: string): Promise<string> {
  // Names carry a content hash, so any cached copy (HTTP cache, service worker) is current.
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

/** Downloads started ahead of need, each waiting for the one caller that takes it over. */
const early = new Map<string, Promise<string>>();
/** Files already asked for in this visit, ahead of need or not. */
const asked = new Set<string>();

/**
 * The text of one index file: the download {@link prefetchHeadIndex} started, if there is one
 * (taken over, so its text is not kept once parsed), or a new one.
 */
export function indexText(url: string): Promise<string> {
  asked.add(url);
  const started = early.get(url);
  if (!started) return download(url);
  early.delete(url);
  return started;
}

/**
 * Starts downloading the small first index of `language`, the moment search is asked for and
 * before the dialog's code has arrived, so the two downloads overlap instead of following each
 * other. Once per file and visit, and not at all if the dialog has already asked for it (later
 * openings find the index in memory). A failure is forgotten: the dialog then downloads the file
 * itself, and shows the error.
 */
export function prefetchHeadIndex(language: LanguageCode): void {
  for (const url of searchIndexFiles[language] ?? []) {
    if (!isHeadFile(url) || asked.has(url)) continue;
    asked.add(url);
    const started = download(url);
    early.set(url, started);
    started.catch(() => {
      if (early.get(url) === started) early.delete(url);
    });
  }
}
