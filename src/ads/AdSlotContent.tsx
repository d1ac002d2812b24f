import * as React from 'react';
import { config } from '@/src/config';
import { reportAdDisplay } from '@/src/analytics/adEvents';
import { useRandomSource } from '@/src/analytics/randomSource';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';
import { AdAppeal } from './AdAppeal';
import { AdDisplay } from './AdDisplay';
import { AdFrame } from './AdFrame';
import { AdNetwork } from './AdNetwork';
import { inHouseAds } from './inHouseAds';
import {
  adLabel,
  chooseFallback,
  isBot,
  needsFallback,
  shownAdKind,
  type Fallback,
  type FetchLike,
} from './rules';
import { ThirdPartyAdView } from './ThirdPartyAdView';
import type { AdShape } from './types';
import { useAdNetworkStatus } from './useAdNetworkStatus';
import { useInlineAd } from './useInlineAd';

type Audience = 'unknown' | 'bot' | 'visitor';

export interface AdSlotContentProps {
  shape: AdShape;
  fetchFn?: FetchLike;
  onLabel: (label: string | null) => void;
}

/** What fills the reserved box once the page runs: network ad, inline ad or a fallback. */
export default function AdSlotContent({ shape, fetchFn, onLabel }: AdSlotContentProps) {
  const t = useTranslate();
  const random = useRandomSource();
  // Known after mount only: the exported HTML is the same for every visitor.
  const [audience, setAudience] = React.useState<Audience>('unknown');
  React.useEffect(() => {
    setAudience(isBot(navigator.userAgent) ? 'bot' : 'visitor');
  }, []);

  const visitor = audience === 'visitor';
  const networkStatus = useAdNetworkStatus(visitor && shape === 'image');
  const inlineAd = useInlineAd(visitor && shape === 'inline', config.adServingEndpoint, fetchFn);
  // Bots (and the first render, before the audience is known) get no ad and no fallback.
  const fallbackNeeded = visitor && needsFallback(shape, networkStatus, inlineAd);

  const [fallback, setFallback] = React.useState<Fallback | null>(null);
  React.useEffect(() => {
    if (fallbackNeeded && fallback === null) setFallback(chooseFallback(inHouseAds.length, random));
  }, [fallbackNeeded, fallback, random]);

  const kind = visitor ? shownAdKind(shape, networkStatus, inlineAd, fallback) : null;
  let content: React.ReactNode = null;
  if (kind === 'appeal') {
    content = <AdAppeal />;
  } else if (kind === 'in-house' && fallback?.kind === 'in-house') {
    const ad = inHouseAds[fallback.index];
    content = (
      <AdDisplay href={ad.link} image={ad.img} name={ad.name} description={ad.description} />
    );
  } else if (kind === 'inline' && inlineAd !== null && inlineAd !== 'loading') {
    content = <ThirdPartyAdView ad={inlineAd} />;
  }
  const label = kind ? adLabel(shape, kind) : null;

  React.useEffect(() => {
    onLabel(label);
    if (label) reportAdDisplay(label, random);
  }, [label, onLabel, random]);

  return (
    <AdFrame
      aria-label={t('ads.label')}
      data-ad-slot={shape}
      data-ad-state={kind ?? (audience === 'bot' ? 'off' : 'pending')}
      data-ga-event-category="ad"
      data-ga-event-action="click"
      data-ga-event-label={label ?? undefined}
    >
      {visitor && shape === 'image' ? (
        <AdNetwork scriptUrl={config.adNetworkScriptUrl} hidden={fallbackNeeded} />
      ) : null}
      {content}
    </AdFrame>
  );
}
