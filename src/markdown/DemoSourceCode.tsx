import * as React from 'react';
import { CodeFrame } from './CodeBlock';
import type { DemoSource, HighlightedDemoSource } from './types';

const cache = new Map<string, Promise<HighlightedDemoSource>>();

/** Fetches a demo's highlighted source once per page load; failures fall back to plain code. */
function loadHighlighted(url: string): Promise<HighlightedDemoSource> {
  let request = cache.get(url);
  if (!request) {
    request = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${response.status} for ${url}`);
      return response.json() as Promise<HighlightedDemoSource>;
    });
    request.catch(() => cache.delete(url));
    cache.set(url, request);
  }
  return request;
}

/**
 * The source of a demo in TS or JS. The plain code shows at once; the build-time highlighted
 * version replaces it when its file arrives (no highlighter runs in the browser).
 */
export function DemoSourceCode({ source, variant }: { source: DemoSource; variant: 'TS' | 'JS' }) {
  const [highlighted, setHighlighted] = React.useState<HighlightedDemoSource | null>(null);
  React.useEffect(() => {
    let active = true;
    loadHighlighted(source.highlightedUrl)
      .then((value) => {
        if (active) setHighlighted(value);
      })
      .catch(() => {
        // Offline or missing file: the plain code stays, which is still correct and copyable.
      });
    return () => {
      active = false;
    };
  }, [source.highlightedUrl]);
  const key = variant === 'JS' ? 'js' : 'ts';
  const html = highlighted?.[key];
  return (
    <CodeFrame dir="ltr">
      <pre data-language={variant === 'JS' ? 'jsx' : 'tsx'} dir="ltr">
        {html ? (
          <code dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <code>{source[key].code}</code>
        )}
      </pre>
    </CodeFrame>
  );
}
