import * as React from 'react';
import { CodeFrame } from './CodeBlock';
import { DemoSourceStatus } from './DemoSourceStatus';
import { loadDemoSource, loadedDemoSource } from './demoSourceFile';
import type { DemoSource, DemoSourceFile } from './types';

interface SourceState {
  url: string;
  file: DemoSourceFile | null;
  failed: boolean;
}

/** The demo's source file, from the shared request; `retry` fetches again after a failure. */
function useDemoSourceFile(url: string) {
  const [state, setState] = React.useState<SourceState>(() => ({
    url,
    file: loadedDemoSource(url) ?? null,
    failed: false,
  }));
  const [attempt, setAttempt] = React.useState(0);
  React.useEffect(() => {
    const ready = loadedDemoSource(url);
    if (ready) {
      setState((previous) =>
        previous.url === url && previous.file === ready
          ? previous
          : { url, file: ready, failed: false },
      );
      return undefined;
    }
    let active = true;
    setState({ url, file: null, failed: false });
    loadDemoSource(url).then(
      (file) => {
        if (active) setState({ url, file, failed: false });
      },
      () => {
        if (active) setState({ url, file: null, failed: true });
      },
    );
    return () => {
      active = false;
    };
  }, [url, attempt]);
  const current = state.url === url ? state : { url, file: null, failed: false };
  const retry = React.useCallback(() => setAttempt((value) => value + 1), []);
  return { file: current.file, failed: current.failed, retry };
}

/**
 * The source of a demo in TS or JS, highlighted at build time (no highlighter runs in the
 * browser). A separate chunk, loaded when the demo nears the viewport; the source file itself
 * comes from the request the demo started then.
 */
export function DemoSourceCode({ source, variant }: { source: DemoSource; variant: 'TS' | 'JS' }) {
  const { file, failed, retry } = useDemoSourceFile(source.sourceUrl);
  if (!file) return <DemoSourceStatus failed={failed} onRetry={retry} />;
  const key = variant === 'JS' ? 'js' : 'ts';
  return (
    <CodeFrame dir="ltr">
      <pre data-language={variant === 'JS' ? 'jsx' : 'tsx'} dir="ltr">
        <code dangerouslySetInnerHTML={{ __html: file[key].html }} />
      </pre>
    </CodeFrame>
  );
}

/**
 * On a page the service worker serves, loads in idle time the sources of the page's demos and the
 * modules they import, so that the worker keeps them for editing offline (src/live/offline.ts).
 * Called as a demo starts loading; it lives in this chunk, which comes with every demo, so that the
 * page's first load does not carry it.
 */
export function keepForOffline(demos: DemoSource[]): void {
  if (!navigator.serviceWorker?.controller) return;
  import('@/src/live/offline')
    .then(({ keepDemoModules }) => keepDemoModules(demos))
    .catch(() => {});
}
