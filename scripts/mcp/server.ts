// The MCP server of this documentation (docs/mcp.md): answers an assistant's questions about MUI X
// 7.12.0 from the site's static export or a deployed copy of it, over stdio.
//
//   npm run --silent mcp                      # reads out/ (npm run build writes it)
//   npm run --silent mcp -- --out <folder>    # another export
//   npm run --silent mcp -- --origin <url>    # a deployed site, over HTTP
//
// stdout carries JSON-RPC only: everything else goes to stderr.
import path from 'node:path';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';
import type { LanguageCode } from '@/src/navigation/types';
import packageJson from '@/package.json';
import { DEFAULT_RESULTS, DocsTools, MAX_RESULTS, type SearchFileFinder } from './docs';
import { fullIndexFiles } from './exportFiles';
import { USAGE, parseArguments, type Options } from './options';
import { PRODUCT_NAMES } from './products';
import { FolderSource, OriginSource, type DocsSource } from './source';

// A stray console.log from any module would corrupt the protocol stream.
console.log = console.error;
console.info = console.error;
console.debug = console.error;

const ROOT = path.resolve(__dirname, '..', '..');

/** The search index files of a deployed site: the names this checkout's last build wrote. */
const generatedSearchFiles: SearchFileFinder = async (language) => {
  try {
    const generated = (await import('@/src/search/indexFiles.generated')) as {
      searchIndexFiles: Record<LanguageCode, readonly string[]>;
    };
    return fullIndexFiles(
      (generated.searchIndexFiles[language] ?? []).map((url) => url.replace(/^.*\//, '')),
      language,
    );
  } catch {
    return [];
  }
};

function createSource(options: Options): { source: DocsSource; findSearchFiles: SearchFileFinder } {
  if (options.origin) {
    return { source: new OriginSource(options.origin), findSearchFiles: generatedSearchFiles };
  }
  // A relative --out is read from where the command was typed (npm runs scripts from the root).
  const base = process.env.INIT_CWD ?? process.cwd();
  const folder = new FolderSource(path.resolve(base, options.out ?? path.join(ROOT, 'out')));
  return {
    source: folder,
    findSearchFiles: async (language) =>
      fullIndexFiles(await folder.list('/static/search/'), language),
  };
}

/** Answers still being computed: the server ends only once they are sent. */
const pending = new Set<Promise<unknown>>();

/** A tool's answer as one Markdown text, tracked until it is ready. */
function answer(work: Promise<string>) {
  pending.add(work);
  const done = () => pending.delete(work);
  work.then(done, done);
  return work.then((markdown) => ({ content: [{ type: 'text' as const, text: markdown }] }));
}

export function createServer(tools: DocsTools, version: string): McpServer {
  const server = new McpServer(
    { name: 'mui-x-7-12-docs', version },
    {
      instructions:
        'Documentation of MUI X 7.12.0 (Data Grid, Date and Time Pickers, Charts, Tree View) and ' +
        'the core library guides, pinned to that version: prefer it to memory of other versions. ' +
        'search_docs finds pages, sections and API members; get_page reads a page as Markdown; ' +
        'get_api reads an API reference with the minor each member appeared or was deprecated in; ' +
        'list_pages shows a product navigation.',
    },
  );
  const language = z
    .enum(['en', 'zh'])
    .optional()
    .describe('Language of the pages: en (default) or zh (Chinese).');
  const product = z
    .string()
    .optional()
    .describe(`Product: ${PRODUCT_NAMES.join(', ')}.`);

  server.registerTool(
    'search_docs',
    {
      title: 'Search the MUI X 7.12.0 docs',
      description:
        "Searches every page, section and API member of the MUI X 7.12.0 docs with the site's own " +
        'ranking (an exact API name first). Each result has its title, page, URL, a short excerpt ' +
        'and, for API members, the minor they appeared in or were deprecated in.',
      inputSchema: {
        query: z
          .string()
          .describe('Words or an API name, e.g. "row grouping" or "checkboxSelection".'),
        product: product.describe(
          `Only results of one product: ${PRODUCT_NAMES.join(', ')} (ranked first, others dropped).`,
        ),
        language,
        limit: z
          .number()
          .int()
          .min(1)
          .max(MAX_RESULTS)
          .optional()
          .describe(`Number of results (default ${DEFAULT_RESULTS}, at most ${MAX_RESULTS}).`),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) => answer(tools.searchDocs(args)),
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a docs page as Markdown',
      description:
        'Returns the Markdown version of a page of the MUI X 7.12.0 docs (text, tables, code and ' +
        'every demo source). Accepts a path or URL, with or without trailing slash or #hash; ' +
        '/zh/ paths give the Chinese page.',
      inputSchema: {
        path: z
          .string()
          .describe('e.g. /x/react-data-grid/sorting/ or https://mui.com/zh/x/react-charts/'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) => answer(tools.getPage(args)),
  );

  server.registerTool(
    'get_api',
    {
      title: 'Read an API reference',
      description:
        'Returns the API reference of a component, hook or interface of MUI X 7.12.0 (or of the ' +
        'core components it documents) as Markdown: props, slots, CSS classes, properties and ' +
        'methods, then the version history of the item and its members (since, new in v7, ' +
        'deprecated in 7.x with the replacement). With `member`, only that member and its history.',
      inputSchema: {
        name: z
          .string()
          .describe(
            'e.g. DataGridPro, GridColDef, DateCalendar, useAutocomplete; ' +
              'GridColDef.valueGetter names a member too',
          ),
        member: z
          .string()
          .optional()
          .describe(
            'Only this member (prop, slot, CSS class, property or method), e.g. checkboxSelection',
          ),
        language,
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) => answer(tools.getApi(args)),
  );

  server.registerTool(
    'list_pages',
    {
      title: 'List the pages of a product',
      description:
        'Returns the navigation of a product of the MUI X 7.12.0 docs as a tree of titles and URLs.',
      inputSchema: {
        product: product.describe(
          `Product: ${PRODUCT_NAMES.join(', ')} (default x, every MUI X page).`,
        ),
        language,
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) => answer(tools.listPages(args)),
  );

  return server;
}

async function main(): Promise<void> {
  let options: Options;
  try {
    options = parseArguments(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  if (options.help) {
    console.error(USAGE);
    process.exit(0);
  }
  const { source, findSearchFiles } = createSource(options);
  const tools = new DocsTools(source, findSearchFiles);
  const server = createServer(tools, packageJson.version);
  const transport = new StdioServerTransport();
  // The client closing stdin ends the session, once the answers asked for are sent.
  process.stdin.on('end', () => {
    // A request read with the last bytes reaches its tool after a turn of the event loop.
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    void turn()
      .then(() => Promise.allSettled([...pending]))
      .then(turn)
      .then(() => server.close())
      .finally(() => process.exit(0));
  });
  await server.connect(transport);
  // Checked once connected, so that a slow origin does not hold the client's handshake. The server
  // answers anyway: each tool says what is missing until the export is there.
  const problem = await source.check();
  if (problem) console.error(`mui-x-docs MCP server: ${problem}`);
  else console.error(`mui-x-docs MCP server: reading ${source.label}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
