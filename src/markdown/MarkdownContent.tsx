import * as React from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';
import { DemoSourcesContext } from './DemoContext';
import type { ArticlePart, DemoSource } from './types';
import {
  copiedBlockOf,
  copyCodeBlock,
  hoveredCodeBlock,
  internalLinkOf,
  isCopyShortcut,
  PLAIN_CLICK,
} from './articleInteractions';

// Rendered on the server like any component, but its code (toolbar, source viewer) is a separate
// chunk: only pages that show a demo load it, text pages never do.
const Demo = dynamic(() => import('./Demo').then((module) => module.Demo));

/**
 * The body of a markdown page. Its prose, headings, tables and highlighted code arrive as HTML
 * rendered at build time (`renderArticle`): each run of them is one element whose content React
 * sets from that same HTML, so hydration adopts it as it is and never walks it. Demos are the
 * islands between the runs. Links and copy buttons inside the HTML work by delegation: a click on
 * a run is examined here, so a page link navigates inside the app and a copy button copies.
 */
export function MarkdownContent({
  parts,
  demos,
}: {
  parts: ArticlePart[];
  demos: Record<string, DemoSource>;
}) {
  const router = useRouter();
  const t = useTranslate();
  const labels = React.useMemo(
    () => ({ copy: t('markdown.copy'), copied: t('markdown.copied') }),
    [t],
  );

  const handleClick = React.useCallback(
    (event: React.MouseEvent<HTMLDivElement>) => {
      const block = copiedBlockOf(event);
      if (block) {
        void copyCodeBlock(block, labels);
        return;
      }
      const href = internalLinkOf(event);
      if (href) {
        event.preventDefault();
        void router.push(href);
      }
    },
    [labels, router],
  );

  // Pages a reader points at are fetched ahead, as links rendered by React do.
  const handlePointerOver = React.useCallback(
    (event: React.PointerEvent<HTMLDivElement> | React.FocusEvent<HTMLDivElement>) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const href = anchor ? internalLinkOf({ ...PLAIN_CLICK, target: anchor }) : null;
      if (href) void router.prefetch(href).catch(() => undefined);
    },
    [router],
  );

  // Ctrl/⌘+C over a code block copies it, unless the reader has selected some text.
  React.useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (!isCopyShortcut(event)) return;
      const selection = window.getSelection();
      if (selection && selection.toString().length > 0) return;
      const block = hoveredCodeBlock();
      if (!block) return;
      event.preventDefault();
      void copyCodeBlock(block, labels);
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [labels]);

  return (
    <DemoSourcesContext.Provider value={demos}>
      {parts.map((part, index) =>
        part.kind === 'demo' ? (
          <Demo key={`demo-${part.name}`} name={part.name} />
        ) : (
          <div
            // The parts of a page never move, so their place is their identity.
            key={index}
            className="article-part"
            onClick={handleClick}
            onPointerOver={handlePointerOver}
            onFocus={handlePointerOver}
            dangerouslySetInnerHTML={{ __html: part.html }}
          />
        ),
      )}
    </DemoSourcesContext.Provider>
  );
}
