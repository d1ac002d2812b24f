import type { DemoSourceFile } from './types';

interface Entry {
  request: Promise<DemoSourceFile>;
  /** The file once it has arrived, so a click can use it without waiting a turn. */
  file?: DemoSourceFile;
}

const entries = new Map<string, Entry>();

/**
 * A demo's source file (both variants, plain and highlighted), fetched once per page load: the
 * request started when the demo nears the viewport is the one every later click awaits. A failed
 * request is forgotten, so the next call, such as a retry, fetches again.
 */
export function loadDemoSource(url: string): Promise<DemoSourceFile> {
  const existing = entries.get(url);
  if (existing) return existing.request;
  const entry: Entry = {
    request: fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${response.status} for ${url}`);
      const file = (await response.json()) as DemoSourceFile;
      entry.file = file;
      return file;
    }),
  };
  entries.set(url, entry);
  entry.request.catch(() => {
    if (entries.get(url) === entry) entries.delete(url);
  });
  return entry.request;
}

/** The demo's source file if it has already arrived. */
export function loadedDemoSource(url: string): DemoSourceFile | undefined {
  return entries.get(url)?.file;
}

/** Starts fetching a demo's source file ahead of any click; a failure waits for that click. */
export function preloadDemoSource(url: string): void {
  loadDemoSource(url).catch(() => {});
}
