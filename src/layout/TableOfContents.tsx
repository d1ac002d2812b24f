import * as React from 'react';
import type { TocEntry } from '@/src/markdown/types';
import { DEBOUNCE_MS } from '@/src/theme/constants';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';
import { APP_BAR_HEIGHT } from './AppFrame';
import { HYDRATION, HydrateLater } from './HydrateLater';

/** Picks the heading the reader is in: the last one whose top is above a line under the app bar. */
export function findActiveHeading(
  tops: Array<{ id: string; top: number }>,
  offset: number,
): string | null {
  let active: string | null = null;
  for (const heading of tops) {
    if (heading.top - offset <= 0) active = heading.id;
  }
  return active ?? tops[0]?.id ?? null;
}

/** Table of contents of the page's h2/h3 with a scroll spy (debounced by `DEBOUNCE_MS`). */
export function TableOfContents({ toc }: { toc: TocEntry[] }) {
  if (toc.length === 0) return null;
  // The scroll spy's state lives inside the deferred part: a part must hydrate exactly what was
  // exported, so nothing may change its props while it waits for its turn.
  return (
    <HydrateLater priority={HYDRATION.side}>
      <TocNav toc={toc} />
    </HydrateLater>
  );
}

function TocNav({ toc }: { toc: TocEntry[] }) {
  const t = useTranslate();
  const [activeId, setActiveId] = React.useState<string | null>(null);
  React.useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      const tops = toc
        .map((entry) => ({
          id: entry.id,
          top: document.getElementById(entry.id)?.getBoundingClientRect().top,
        }))
        .filter((item): item is { id: string; top: number } => item.top !== undefined);
      const active = findActiveHeading(tops, APP_BAR_HEIGHT + 80);
      // Scrolling is not urgent to React: the highlight may wait for parts still hydrating.
      React.startTransition(() => setActiveId(active));
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(update, DEBOUNCE_MS);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [toc]);
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <p className="toc-title" id="toc-title">
        {t('appFrame.toc')}
      </p>
      <ul>
        {toc.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              data-level={entry.level}
              aria-current={activeId === entry.id ? 'location' : undefined}
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
