import { waitFor } from '@testing-library/react';

type HydrateLaterModule = typeof import('@/src/layout/HydrateLater');

/**
 * Loads React, React DOM and `HydrateLater` fresh: the hydration queue is module state, decided
 * on first use from whether `#__next` holds server markup.
 */
function freshModules() {
  let modules!: {
    React: typeof import('react');
    client: typeof import('react-dom/client');
    hydration: HydrateLaterModule;
  };
  jest.isolateModules(() => {
    // Plain requires: an isolated module registry is only reachable that way.
    /* eslint-disable @typescript-eslint/no-require-imports */
    modules = {
      React: require('react'),
      client: require('react-dom/client'),
      hydration: require('@/src/layout/HydrateLater'),
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  return modules;
}

/** The markup the server exports for the test page: each part inside React's Suspense markers. */
const SERVER_HTML =
  '<main><!--$--><nav id="drawer">drawer</nav><!--/$-->' +
  '<!--$--><p id="article">article</p><!--/$-->' +
  '<!--$--><aside id="toc">toc</aside><!--/$--></main>';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-hydrated');
});

test('gated parts keep their server markup, then hydrate after the first pass', async () => {
  const root = document.createElement('div');
  root.id = '__next';
  root.innerHTML = SERVER_HTML;
  document.body.appendChild(root);
  const serverNodes = ['drawer', 'article', 'toc'].map((id) => document.getElementById(id));

  const { React, client, hydration } = freshModules();
  const { HYDRATION, HydrateLater, startDeferredHydration } = hydration;
  const log: string[] = [];
  function Part({ id, as: Tag }: { id: string; as: 'nav' | 'p' | 'aside' }) {
    React.useEffect(() => {
      log.push(id);
    }, [id]);
    return <Tag id={id}>{id}</Tag>;
  }
  function Page() {
    React.useEffect(() => {
      log.push('first pass');
      startDeferredHydration();
    }, []);
    return (
      <main>
        <HydrateLater priority={HYDRATION.drawer}>
          <Part id="drawer" as="nav" />
        </HydrateLater>
        <HydrateLater priority={HYDRATION.article}>
          <Part id="article" as="p" />
        </HydrateLater>
        <HydrateLater priority={HYDRATION.side}>
          <Part id="toc" as="aside" />
        </HydrateLater>
      </main>
    );
  }

  const errors: unknown[] = [];
  client.hydrateRoot(root, <Page />, { onRecoverableError: (error) => errors.push(error) });
  await waitFor(() => expect(log).toHaveLength(4));
  // The app's first pass commits before any part (when each then commits is the renderer's
  // business: React retries boundaries as it likes).
  expect(log[0]).toBe('first pass');
  expect(log.slice(1).sort()).toEqual(['article', 'drawer', 'toc']);
  await waitFor(() => expect(document.documentElement).toHaveAttribute('data-hydrated'));
  // Hydrated, not rendered again: the very nodes of the exported page are still in place.
  ['drawer', 'article', 'toc'].forEach((id, index) =>
    expect(document.getElementById(id)).toBe(serverNodes[index]),
  );
  expect(errors).toEqual([]);
});

test('without server markup (a client render), parts render at once', async () => {
  const root = document.createElement('div');
  document.body.appendChild(root);
  const { React, client, hydration } = freshModules();
  const { HYDRATION, HydrateLater } = hydration;
  const reactRoot = client.createRoot(root);
  await React.act(async () => {
    reactRoot.render(
      <HydrateLater priority={HYDRATION.article}>
        <p id="now">now</p>
      </HydrateLater>,
    );
  });
  expect(document.getElementById('now')).toHaveTextContent('now');
  reactRoot.unmount();
});

test('hydrateInChunks splits a long run into wrapped chunks and keeps a short run whole', () => {
  const { React, hydration } = freshModules();
  const { HYDRATION, hydrateInChunks, HYDRATION_CHUNK } = hydration;
  const rows = Array.from({ length: HYDRATION_CHUNK * 2 + 1 }, (_, index) => <tr key={index} />);
  const wrap = (chunk: React.ReactNode[], index: number) => <tbody key={index}>{chunk}</tbody>;
  const long = hydrateInChunks(rows, HYDRATION.article, wrap) as React.ReactElement[];
  expect(long).toHaveLength(3);
  const short = hydrateInChunks(rows.slice(0, 3), HYDRATION.article, wrap) as React.ReactElement;
  expect(short.type).toBe('tbody');
  expect(React.Children.count((short.props as { children: React.ReactNode }).children)).toBe(3);
});

test('a part that hydrates after the queue drained renders useHydrated as exported, then late', async () => {
  // A part slow to hydrate (React yields between its children) and, at its end, a component
  // that renders what `useHydrated` says: the server exported it before hydration ("pending").
  const slowChildren = 12;
  const root = document.createElement('div');
  root.id = '__next';
  root.innerHTML =
    '<main><!--$--><div id="slow">' +
    Array.from({ length: slowChildren }, (_, index) => `<i>${index}</i>`).join('') +
    '<b id="flag">pending</b></div><!--/$--><!--$--><p id="toc">toc</p><!--/$--></main>';
  document.body.appendChild(root);
  const flagNode = document.getElementById('flag');

  const { React, client, hydration } = freshModules();
  const { HYDRATION, HydrateLater, startDeferredHydration, useHydrated } = hydration;
  const rendered: boolean[] = [];
  function Slow({ index }: { index: number }) {
    const start = Date.now();
    while (Date.now() - start < 8) {
      // A slow phone: each child takes longer than the scheduler's 5 ms slice.
    }
    return <i>{index}</i>;
  }
  function Flag() {
    const hydrated = useHydrated();
    rendered.push(hydrated);
    return <b id="flag">{hydrated ? 'ready' : 'pending'}</b>;
  }
  function Toc() {
    return <p id="toc">toc</p>;
  }
  function Page() {
    React.useEffect(() => startDeferredHydration(), []);
    return (
      <main>
        <HydrateLater priority={HYDRATION.article}>
          <div id="slow">
            {Array.from({ length: slowChildren }, (_, index) => (
              <Slow key={index} index={index} />
            ))}
            <Flag />
          </div>
        </HydrateLater>
        <HydrateLater priority={HYDRATION.side}>
          <Toc />
        </HydrateLater>
      </main>
    );
  }
  const errors: unknown[] = [];
  client.hydrateRoot(root, <Page />, { onRecoverableError: (error) => errors.push(error) });
  await waitFor(() => expect(document.getElementById('flag')).toHaveTextContent('ready'), {
    timeout: 5000,
  });
  // Hydrated as exported (no mismatch, the same node), then updated: the queue gave out its
  // turns faster than the slow part hydrated, so it had drained before the flag hydrated.
  expect(errors).toEqual([]);
  expect(document.getElementById('flag')).toBe(flagNode);
  expect(rendered[0]).toBe(false);
  expect(rendered.at(-1)).toBe(true);
});

test('the page counts as hydrated once the parts inside parts have hydrated too', async () => {
  // The queue finds only the outer part in the first pass; the inner ones, found as it hydrates,
  // are hydrated by React at its own pace, after the queue has drained.
  const inner = ['app-bar', 'article', 'toc'];
  const root = document.createElement('div');
  root.id = '__next';
  root.innerHTML =
    '<!--$--><div id="frame">' +
    inner.map((id) => `<!--$--><section id="${id}">${id}</section><!--/$-->`).join('') +
    '</div><!--/$-->';
  document.body.appendChild(root);
  const nodes = inner.map((id) => document.getElementById(id));

  const { React, client, hydration } = freshModules();
  const { HYDRATION, HydrateLater, startDeferredHydration, useHydrated } = hydration;
  const committed: string[] = [];
  let markedAfter: string[] | null = null;
  const observer = new MutationObserver(() => {
    if (markedAfter === null && document.documentElement.hasAttribute('data-hydrated')) {
      markedAfter = [...committed];
    }
  });
  observer.observe(document.documentElement, { attributes: true });
  function Section({ id }: { id: string }) {
    const hydrated = useHydrated();
    React.useEffect(() => {
      committed.push(`${id} ${hydrated}`);
    }, [id, hydrated]);
    return <section id={id}>{id}</section>;
  }
  function Page() {
    React.useEffect(() => startDeferredHydration(), []);
    return (
      <HydrateLater priority={HYDRATION.frame}>
        <div id="frame">
          {inner.map((id) => (
            <HydrateLater key={id} priority={HYDRATION.article}>
              <Section id={id} />
            </HydrateLater>
          ))}
        </div>
      </HydrateLater>
    );
  }
  const errors: unknown[] = [];
  client.hydrateRoot(root, <Page />, { onRecoverableError: (error) => errors.push(error) });
  await waitFor(() => expect(committed).toHaveLength(inner.length * 2));
  observer.disconnect();
  // Each section hydrated as exported, and only then did the page count as hydrated (late work
  // such as the ads' code starts at that moment).
  expect(markedAfter).toEqual(inner.map((id) => `${id} false`));
  expect(committed.slice(inner.length)).toEqual(inner.map((id) => `${id} true`));
  inner.forEach((id, index) => expect(document.getElementById(id)).toBe(nodes[index]));
  expect(errors).toEqual([]);
});
