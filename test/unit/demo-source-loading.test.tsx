import * as React from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { CodePreferencesProvider } from '@/src/code-preferences/CodePreferencesProvider';
import { UserLanguageProvider } from '@/src/i18n/UserLanguageProvider';
import { Demo } from '@/src/markdown/Demo';
import { DemoSourcesContext } from '@/src/markdown/DemoContext';
import { loadDemoSource, loadedDemoSource, preloadDemoSource } from '@/src/markdown/demoSourceFile';
import type { DemoSource, DemoSourceFile } from '@/src/markdown/types';
import type { SandboxProject } from '@/src/sandbox/payload';
import { CODE_VARIANT_COOKIE } from '@/src/code-preferences/options';

// The demo itself is a plain component and the Material UI frame a pass-through: these tests are
// about the demo's source, which starts loading when the demo does.
jest.mock('@/src/demos/demo-index.generated', () => ({
  demoLoaders: {
    'x/fixture/Hello': () => Promise.resolve({ default: () => <p>Hello from the demo</p> }),
  },
}));
jest.mock('@/src/theme/MuiIsland', () => ({
  MuiIsland: ({ children }: { children: React.ReactNode }) => children,
  preloadMuiProvider: () => {},
}));
const opened: SandboxProject[] = [];
jest.mock('@/src/sandbox/openSandbox', () => ({
  openInCodeSandbox: (project: SandboxProject) => opened.push(project),
  openInStackBlitz: (project: SandboxProject) => opened.push(project),
}));

const TS_CODE = 'export default function Hello(): JSX.Element {\n  return <p>Hello</p>;\n}';
const JS_CODE = 'export default function Hello() {\n  return <p>Hello</p>;\n}';
const FILE: DemoSourceFile = {
  ts: { code: TS_CODE, html: '<span class="token keyword">export</span> typed Hello' },
  js: { code: JS_CODE, html: '<span class="token keyword">export</span> plain Hello' },
};

/** A response the test hands out when it chooses, so it can click before or after it. */
function deferredResponse() {
  let resolve: (response: Partial<Response>) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<Partial<Response>>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return {
    promise,
    succeed: () => resolve({ ok: true, status: 200, json: () => Promise.resolve(FILE) }),
    fail: () => reject(new TypeError('Failed to fetch')),
  };
}

const fetchMock = jest.fn<Promise<Partial<Response>>, [string]>();
const writeText = jest.fn<Promise<void>, [string]>();
let sequence = 0;
/** Every test uses its own URL: the loader's cache lives as long as the page (the test file). */
let url = '';

beforeEach(() => {
  sequence += 1;
  url = `/static/demo-sources/Hello.test${sequence}.json`;
  fetchMock.mockReset();
  writeText.mockReset().mockResolvedValue(undefined);
  opened.length = 0;
  // A JS choice of an earlier test is remembered in a cookie: each test starts from TypeScript.
  document.cookie = `${CODE_VARIANT_COOKIE}=; max-age=0; path=/`;
  Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

function source(): DemoSource {
  return {
    id: 'x/fixture/Hello',
    name: 'Hello',
    heights: null,
    sourceUrl: url,
    lines: { ts: 3, js: 3 },
    imports: ['react'],
  };
}

function renderDemo() {
  const view = render(
    <UserLanguageProvider defaultUserLanguage="en">
      <CodePreferencesProvider>
        <DemoSourcesContext.Provider value={{ Hello: source() }}>
          <Demo name="Hello" />
        </DemoSourcesContext.Provider>
      </CodePreferencesProvider>
    </UserLanguageProvider>,
  );
  const toolbar = screen.getByRole('toolbar', { name: 'Hello demo toolbar' });
  return { ...view, toolbar };
}

/** Lets pending promises (fetch, chunks) settle inside React's act. */
async function settle() {
  await act(async () => {
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  });
}

describe('the source file loader', () => {
  test('fetches a demo’s file once, however many ask for it', async () => {
    const response = deferredResponse();
    fetchMock.mockReturnValue(response.promise);
    preloadDemoSource(url);
    const first = loadDemoSource(url);
    const second = loadDemoSource(url);
    expect(second).toBe(first);
    expect(loadedDemoSource(url)).toBeUndefined();
    response.succeed();
    await expect(first).resolves.toEqual(FILE);
    expect(loadedDemoSource(url)).toEqual(FILE);
    await expect(loadDemoSource(url)).resolves.toBe(await first);
    expect(fetchMock.mock.calls).toEqual([[url]]);
  });

  test('a failed request is forgotten, so the next call fetches again', async () => {
    fetchMock.mockResolvedValueOnce({ ok: false, status: 404 });
    await expect(loadDemoSource(url)).rejects.toThrow(`404 for ${url}`);
    expect(loadedDemoSource(url)).toBeUndefined();
    fetchMock.mockResolvedValueOnce({ ok: true, status: 200, json: () => Promise.resolve(FILE) });
    await expect(loadDemoSource(url)).resolves.toEqual(FILE);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('a demo and its source', () => {
  test('the source starts loading with the demo, once per page load', async () => {
    const response = deferredResponse();
    fetchMock.mockReturnValue(response.promise);
    const { toolbar } = renderDemo();
    await settle();
    expect(screen.getByText('Hello from the demo')).toBeInTheDocument();
    expect(fetchMock.mock.calls).toEqual([[url]]);
    // Resetting the demo loads it again, but not its source.
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Reset the demo' }));
    await settle();
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Show code' }));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test("Copy before the source arrived waits for it, copies the code and says Copied for 1.2 s (the demo toolbar's shorter feedback)", async () => {
    jest.useFakeTimers();
    try {
      const response = deferredResponse();
      fetchMock.mockReturnValue(response.promise);
      const { toolbar } = renderDemo();
      await settle();
      fireEvent.click(within(toolbar).getByRole('button', { name: 'Copy the code' }));
      await settle();
      expect(writeText).not.toHaveBeenCalled();
      response.succeed();
      await settle();
      expect(writeText.mock.calls).toEqual([[TS_CODE]]);
      expect(within(toolbar).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1199));
      expect(within(toolbar).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(within(toolbar).getByRole('button', { name: 'Copy the code' })).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  test('Copy after the source arrived copies the chosen variant within the click', async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 200, json: () => Promise.resolve(FILE) });
    const { toolbar } = renderDemo();
    await settle();
    fireEvent.click(within(toolbar).getByRole('button', { name: 'JS' }));
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Copy the code' }));
    // No await: the clipboard was written during the click itself.
    expect(writeText.mock.calls).toEqual([[JS_CODE]]);
    await settle();
    expect(within(toolbar).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  test('a denied clipboard leaves the button as it was and the page working', async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 200, json: () => Promise.resolve(FILE) });
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const { toolbar } = renderDemo();
    await settle();
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Copy the code' }));
    await settle();
    expect(writeText.mock.calls).toEqual([[TS_CODE]]);
    expect(within(toolbar).getByRole('button', { name: 'Copy the code' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Show code' }));
    await settle();
    expect(document.querySelector('pre[data-language="tsx"]')?.textContent).toBe(
      'export typed Hello',
    );
  });

  test('Show code before the source arrived shows a loading state of the code’s height, then the code', async () => {
    const response = deferredResponse();
    fetchMock.mockReturnValue(response.promise);
    const { toolbar } = renderDemo();
    await settle();
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Show code' }));
    await settle();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading the code…');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status.closest('.demo-source')).toHaveStyle({ '--code-lines': '3' });
    response.succeed();
    await settle();
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.querySelector('pre[data-language="tsx"]')?.innerHTML).toBe(
      `<code>${FILE.ts.html}</code>`,
    );
    fireEvent.click(within(toolbar).getByRole('button', { name: 'JS' }));
    expect(document.querySelector('pre[data-language="jsx"]')?.textContent).toBe(
      'export plain Hello',
    );
  });

  test('a failed fetch shows a short error with a retry, and the retry shows the code', async () => {
    // The request that started with the demo and the one made on opening the code both fail.
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { toolbar } = renderDemo();
    await settle();
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Show code' }));
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The code could not be loaded. Retry');
    // The demo itself keeps working.
    expect(screen.getByText('Hello from the demo')).toBeInTheDocument();
    const response = deferredResponse();
    fetchMock.mockReturnValueOnce(response.promise);
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the code…');
    response.succeed();
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('pre[data-language="tsx"]')?.textContent).toBe(
      'export typed Hello',
    );
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  test('Copy when the source cannot be loaded shows the error where the code goes', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { toolbar } = renderDemo();
    await settle();
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Copy the code' }));
    await settle();
    expect(writeText).not.toHaveBeenCalled();
    expect(within(toolbar).getByRole('button', { name: 'Hide code' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The code could not be loaded.');
  });

  test('a sandbox opened before the source arrived gets the exact code of the chosen variant', async () => {
    const response = deferredResponse();
    fetchMock.mockReturnValue(response.promise);
    const { toolbar } = renderDemo();
    await settle();
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Open in StackBlitz' }));
    await settle();
    expect(opened).toEqual([]);
    response.succeed();
    await settle();
    expect(opened).toHaveLength(1);
    expect(opened[0].files['src/Demo.tsx']).toBe(`${TS_CODE}\n`);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
