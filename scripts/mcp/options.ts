// The MCP server's command line. Pure.

export interface Options {
  out: string | null;
  origin: string | null;
  /** `--help`: print the usage and stop. */
  help: boolean;
}

export const USAGE =
  'Usage: npm run --silent mcp [-- --out <folder> | --origin <url>]\n' +
  '  --out <folder>   a static export of the site (default: out/ of the repository)\n' +
  '  --origin <url>   a deployed copy of the site, read over HTTP';

/** Reads the command line; throws with the usage on a mistake. */
export function parseArguments(argv: readonly string[]): Options {
  const options: Options = { out: null, origin: null, help: false };
  for (let index = 0; index < argv.length; index += 1) {
    const [flag, inline] = argv[index].split(/=(.*)/s, 2);
    const value = () => {
      const next = inline ?? argv[(index += 1)];
      if (!next) throw new Error(`${flag} needs a value.\n${USAGE}`);
      return next;
    };
    if (flag === '--out') options.out = value();
    else if (flag === '--origin') options.origin = value();
    else if (flag === '--help' || flag === '-h') options.help = true;
    else throw new Error(`Unknown argument "${argv[index]}".\n${USAGE}`);
  }
  if (options.out && options.origin) throw new Error(`Give --out or --origin, not both.\n${USAGE}`);
  if (options.origin) {
    let url: URL;
    try {
      url = new URL(options.origin);
    } catch {
      throw new Error(`--origin "${options.origin}" is not a URL (e.g. https://mui.com).`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new Error(`--origin "${options.origin}" must be an http or https URL.`);
    }
    options.origin = url.origin + url.pathname.replace(/\/+$/, '');
  }
  return options;
}
