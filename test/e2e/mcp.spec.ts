// The MCP server (scripts/mcp/, docs/mcp.md) as an assistant's client starts it: the SDK's Client
// over stdio, with the command and arguments of the client configuration that docs/mcp.md gives,
// run from another folder. It reads the shared export (out/) or, with --origin, the served site.
// No browser is needed.
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { E2E_PORT } from '../../scripts/e2e-site';

const ROOT = path.resolve(__dirname, '..', '..');
const SITE = `http://localhost:${E2E_PORT}`;

/** Starts the server exactly as the client configuration of docs/mcp.md does. */
async function connect(extra: string[] = []): Promise<{ client: Client; stderr: () => string }> {
  const transport = new StdioClientTransport({
    command: 'npm',
    args: ['run', '--silent', 'mcp', '--prefix', ROOT, ...(extra.length ? ['--', ...extra] : [])],
    cwd: os.tmpdir(),
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const client = new Client({ name: 'mcp-spec', version: '1.0.0' });
  await client.connect(transport);
  return { client, stderr: () => stderr };
}

async function call(client: Client, name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const text = result.content.map((item) => (item.type === 'text' ? item.text : '')).join('\n');
  return { text, isError: result.isError === true };
}

test.describe('MCP server on the export', () => {
  // One server for the group: each test is a call a client could make in one session.
  test.describe.configure({ mode: 'serial' });
  let client: Client;
  let stderr: () => string;

  test.beforeAll(async () => {
    ({ client, stderr } = await connect());
  });

  test.afterAll(async () => {
    await client?.close();
  });

  test('lists its four tools, and says what it reads on stderr only', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'get_api',
      'get_page',
      'list_pages',
      'search_docs',
    ]);
    expect(client.getServerVersion()?.name).toBe('mui-x-7-12-docs');
    await expect.poll(stderr).toContain(`reading ${path.join(ROOT, 'out')}`);
  });

  test('search_docs puts the DataGrid prop first, with its page, URL and excerpt', async () => {
    const { text, isError } = await call(client, 'search_docs', { query: 'checkboxSelection' });
    expect(isError).toBe(false);
    expect(text).toContain('MUI X 7.12.0');
    const first = text.split('\n\n')[1];
    expect(first).toMatch(/^1\. DataGrid › checkboxSelection \(prop\)/);
    expect(first).toContain('/x/api/data-grid/data-grid/#prop-checkboxSelection');
    // The excerpt is the prop's description in the API page's Markdown twin.
    expect(first.split('\n')[2]?.trim()).toMatch(/checkbox/i);
  });

  test('search_docs shows since and deprecated badges of API members', async () => {
    const { text } = await call(client, 'search_docs', {
      query: 'estimatedRowCount',
      product: 'data-grid',
    });
    expect(text.split('\n\n')[1]).toMatch(
      /^1\. DataGrid › estimatedRowCount \(prop\) \[since 7\.3\]/,
    );
    const deprecated = await call(client, 'search_docs', {
      query: 'tickFontSize',
      product: 'charts',
    });
    expect(deprecated.text).toMatch(
      /^1\. ChartsXAxis › tickFontSize \(prop\) \[deprecated in 6\.19\]/m,
    );
  });

  test('search_docs filters by product and answers in Chinese', async () => {
    const charts = await call(client, 'search_docs', { query: 'legend', product: 'charts' });
    const urls = charts.text.match(/https?:\/\/\S+/g) ?? [];
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).toMatch(/\/x\/(react-charts|api\/charts)\//);
    const zh = await call(client, 'search_docs', { query: '排序', language: 'zh' });
    expect(zh.isError).toBe(false);
    expect(zh.text).toContain('/zh/x/');
  });

  test('get_page returns the Markdown twin, whatever the form of the address', async () => {
    const { text, isError } = await call(client, 'get_page', {
      path: '/x/react-data-grid/sorting/',
    });
    expect(isError).toBe(false);
    expect(text).toContain('MUI X 7.12.0');
    expect(text).toContain('sortModel');
    expect(text).toMatch(/^# .*Sorting/m);
    for (const form of [
      'x/react-data-grid/sorting',
      'https://mui.com/x/react-data-grid/sorting#x',
    ]) {
      expect((await call(client, 'get_page', { path: form })).text).toContain('sortModel');
    }
  });

  test('get_page reads a /zh/ page', async () => {
    const { text, isError } = await call(client, 'get_page', {
      path: `${SITE}/zh/x/react-data-grid/sorting/#sort-model`,
    });
    expect(isError).toBe(false);
    expect(text).toContain('/zh/x/react-data-grid/sorting/');
    expect(text).toContain('网页版');
    expect(text).toContain('sortModel');
  });

  test('get_api returns the reference with its member history', async () => {
    const { text, isError } = await call(client, 'get_api', { name: 'DataGridPro' });
    expect(isError).toBe(false);
    expect(text).toContain('MUI X 7.12.0 API reference of DataGridPro');
    expect(text).toContain('## Props');
    expect(text).toContain('`checkboxSelection`');
    expect(text).toMatch(/## Version history \(7\.0 … 7\.12\)/);
    expect(text).toMatch(/\| `\w+` \| prop \| 7\.\d+ \|/);
    const member = await call(client, 'get_api', { name: 'ChartsXAxis', member: 'tickFontSize' });
    expect(member.text).toContain('| `tickFontSize` | `number` |');
    expect(member.text).not.toContain('`tickLabelStyle` |');
    expect(member.text).toMatch(
      /\| `tickFontSize` \| prop \|  \|  \| 6\.19 — use `tickLabelStyle\.fontSize` \(\S+#prop-tickLabelStyle\) \|/,
    );
    const dotted = await call(client, 'get_api', { name: 'DataGrid.checkboxSelect' });
    expect(dotted.isError).toBe(true);
    expect(dotted.text).toContain('Closest members: checkboxSelection');
    const colDef = await call(client, 'get_api', { name: 'gridcoldef' });
    expect(colDef.text).toContain('API reference of GridColDef');
    expect(colDef.text).toContain('## Properties');
  });

  test('list_pages gives the navigation tree of a product', async () => {
    const { text, isError } = await call(client, 'list_pages', { product: 'data-grid' });
    expect(isError).toBe(false);
    expect(text).toContain('# Navigation of data-grid — MUI X 7.12.0, en');
    expect(text).toMatch(/^- Data Grid$/m);
    expect(text).toMatch(/^ {2}- Sorting — \S+\/x\/react-data-grid\/sorting\/$/m);
    expect(text).not.toContain('/x/react-charts/');
    const zh = await call(client, 'list_pages', { product: 'charts', language: 'zh' });
    expect(zh.text).toMatch(/^- 图表( |$)/m);
    expect(zh.text).toContain('/zh/x/react-charts/');
  });

  test('bad input gets a clear error and the server keeps answering', async () => {
    const unknownApi = await call(client, 'get_api', { name: 'DataGridPremum' });
    expect(unknownApi.isError).toBe(true);
    expect(unknownApi.text).toContain('Unknown API name "DataGridPremum"');
    expect(unknownApi.text).toMatch(/Closest names: DataGridPremium, \w+, \w+\./);

    const unknownPage = await call(client, 'get_page', { path: '/x/react-data-grid/sortin/' });
    expect(unknownPage.isError).toBe(true);
    expect(unknownPage.text).toContain('Unknown page /x/react-data-grid/sortin/');
    expect(unknownPage.text).toContain('/x/react-data-grid/sorting/');

    const special = await call(client, 'get_page', { path: '/zh/x/api/changes/' });
    expect(special.isError).toBe(true);
    expect(special.text).toContain('/zh/x/api/changes/ is a page of the MUI X 7.12.0 site without');

    const emptyQuery = await call(client, 'search_docs', { query: '   ' });
    expect(emptyQuery).toEqual({
      isError: true,
      text: 'The search query is empty: give a few words or an API name.',
    });

    const unknownProduct = await call(client, 'list_pages', { product: 'spreadsheet' });
    expect(unknownProduct.isError).toBe(true);
    expect(unknownProduct.text).toContain('Unknown product "spreadsheet"');

    const wrongType = await call(client, 'search_docs', { query: 42 });
    expect(wrongType.isError).toBe(true);

    // Still alive, still right.
    const after = await call(client, 'get_page', { path: '/x/react-data-grid/sorting/' });
    expect(after.isError).toBe(false);
    expect(after.text).toContain('sortModel');
  });
});

test.describe('MCP server on a deployed site (--origin)', () => {
  test('reads the served site over HTTP', async () => {
    const { client } = await connect(['--origin', SITE]);
    try {
      const page = await call(client, 'get_page', { path: '/zh/x/react-data-grid/sorting/' });
      expect(page.isError).toBe(false);
      expect(page.text).toContain(`${SITE}/zh/x/react-data-grid/sorting/`);
      expect(page.text).toContain('sortModel');
      const hits = await call(client, 'search_docs', { query: 'checkboxSelection' });
      expect(hits.text.split('\n\n')[1]).toMatch(/^1\. DataGrid › checkboxSelection \(prop\)/);
      expect(hits.text).toContain(`${SITE}/x/api/data-grid/data-grid/#prop-checkboxSelection`);
      const api = await call(client, 'get_api', { name: 'GridColDef' });
      expect(api.text).toContain('## Version history');
      const missing = await call(client, 'get_page', { path: '/x/no-such-page/' });
      expect(missing.isError).toBe(true);
    } finally {
      await client.close();
    }
  });

  test('names the missing export and how to build one', async () => {
    const { client } = await connect(['--out', path.join(os.tmpdir(), 'no-export-here')]);
    try {
      const result = await call(client, 'list_pages', {});
      expect(result.isError).toBe(true);
      expect(result.text).toContain('There is no export at');
      expect(result.text).toContain('npm run build');
    } finally {
      await client.close();
    }
  });
});
