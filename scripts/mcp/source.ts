// Where the MCP server reads the site: a static export on disk (`out/`) or a deployed copy of it
// over HTTP. Both answer the same URL paths with the same files.
import fs from 'node:fs';
import path from 'node:path';

/** A file of the site could not be read for another reason than its absence. */
export class SourceError extends Error {}

export interface DocsSource {
  /** What the tools' messages call the source: the folder or the origin. */
  readonly label: string;
  /** Origin of the page URLs in answers, read from the export when it is a folder. */
  readonly origin: string | null;
  /** The text of a file by its URL path (`/llms.txt`), or null when the site has no such file. */
  read(urlPath: string): Promise<string | null>;
  /** Whether the site is there at all; a message saying how to get one when it is not. */
  check(): Promise<string | null>;
}

/** The file of an exported URL path: `/x/` is `x/index.html`, other paths are files. */
function fileOf(root: string, urlPath: string): string | null {
  const relative = decodeURIComponent(urlPath.replace(/[?#].*$/, ''));
  const file = path.join(root, ...relative.split('/').filter(Boolean));
  // Never outside the export, whatever the path says.
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  return relative.endsWith('/') ? path.join(file, 'index.html') : file;
}

/** A static export on disk, as `npm run build` writes it. */
export class FolderSource implements DocsSource {
  readonly label: string;
  readonly origin = null;

  constructor(private readonly root: string) {
    this.label = root;
  }

  async read(urlPath: string): Promise<string | null> {
    const file = fileOf(this.root, urlPath);
    if (!file) return null;
    try {
      return await fs.promises.readFile(file, 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') return null;
      throw new SourceError(`Cannot read ${file}: ${(error as Error).message}`);
    }
  }

  /** The file names under a folder of the export (the search index is found this way). */
  async list(urlPath: string): Promise<string[]> {
    const folder = fileOf(this.root, urlPath.endsWith('/') ? urlPath.slice(0, -1) : urlPath);
    if (!folder) return [];
    try {
      return await fs.promises.readdir(folder);
    } catch {
      return [];
    }
  }

  async check(): Promise<string | null> {
    if (fs.existsSync(path.join(this.root, 'llms.txt'))) return null;
    const what = fs.existsSync(this.root)
      ? `${this.root} is not a complete export of the site (it has no llms.txt)`
      : `There is no export at ${this.root}`;
    return (
      `${what}. Build one with \`npm run build\` in the repository (about two minutes), or start ` +
      'the server with `--out <folder>` for another export or `--origin <url>` for a deployed site.'
    );
  }
}

/** How long one request to a deployed site may take. */
const FETCH_TIMEOUT_MS = 20_000;

/** A deployed copy of the export, read over HTTP. */
export class OriginSource implements DocsSource {
  readonly label: string;
  readonly origin: string;

  constructor(origin: string) {
    this.origin = origin.replace(/\/+$/, '');
    this.label = this.origin;
  }

  async read(urlPath: string): Promise<string | null> {
    const url = `${this.origin}${urlPath}`;
    let response: Response;
    try {
      response = await fetch(url, {
        redirect: 'follow',
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
    } catch (error) {
      const reason = String(error instanceof Error ? (error.cause ?? error) : error);
      throw new SourceError(`Cannot reach ${url}: ${reason}`);
    }
    if (response.status === 404 || response.status === 410) return null;
    if (!response.ok) throw new SourceError(`${url} answered HTTP ${response.status}`);
    return response.text();
  }

  async check(): Promise<string | null> {
    try {
      if (await this.read('/llms.txt')) return null;
      return `${this.origin} does not serve this documentation site (it has no /llms.txt).`;
    } catch (error) {
      return (error as Error).message;
    }
  }
}
