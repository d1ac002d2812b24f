import * as React from 'react';
import dynamic from 'next/dynamic';
import { config } from '@/src/config';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';
import { AdErrorBoundary } from './AdErrorBoundary';
import { AdFrame } from './AdFrame';
import { useHydrated } from '@/src/layout/HydrateLater';
import type { FetchLike } from './rules';
import type { AdShape } from './types';

/** The box as the exported HTML has it: reserved height, nothing inside yet. */
function PendingFrame({ shape }: { shape: AdShape }) {
  const t = useTranslate();
  return <AdFrame aria-label={t('ads.label')} data-ad-slot={shape} data-ad-state="pending" />;
}

// The ad logic (audience, network polling, fallbacks) runs only after the page is interactive, so
// it is a chunk of its own; until it arrives the reserved box holds the place (no layout shift).
const LazyAdSlotContent = dynamic(() => import('./AdSlotContent'), {
  ssr: false,
  loading: () => <PendingFrame shape={config.adShape} />,
});

export interface AdSlotProps {
  /** Defaults to the configured shape. */
  shape?: AdShape;
  /** Defaults to the configured flag (off in development unless enabled). */
  enabled?: boolean;
  /** Replaces `fetch` for the ad-serving endpoint (tests). */
  fetchFn?: FetchLike;
}

/** The advertising block of a docs page; a crash inside renders nothing. */
export function AdSlot({
  shape = config.adShape,
  enabled = config.adsEnabled,
  fetchFn,
}: AdSlotProps) {
  const [eventLabel, setEventLabel] = React.useState<string | null>(null);
  // The ad code loads once the page has hydrated, not inside the tasks a reader's first tap waits
  // on; the reserved box is on screen from the first paint either way.
  const hydrated = useHydrated();
  if (!enabled) return null;
  if (!hydrated) return <PendingFrame shape={shape} />;
  return (
    <AdErrorBoundary eventLabel={eventLabel}>
      <LazyAdSlotContent shape={shape} fetchFn={fetchFn} onLabel={setEventLabel} />
    </AdErrorBoundary>
  );
}
