import * as React from 'react';
import { useRouter } from 'next/router';
import dynamic from 'next/dynamic';
import { config } from '@/src/config';
import { clickEventFor } from './clickTracking';
import { gtag, installGtag, loadGtagScript, sendEvent } from './gtag';
import { pageViewParams } from './pageView';
import { useRandomSource } from './randomSource';
import { shouldSample } from './sampling';
import { useUserProperties } from './useUserProperties';

const WebVitalsReporter = dynamic(() => import('./WebVitalsReporter'), { ssr: false });

interface AnalyticsProviderProps {
  children?: React.ReactNode;
  /** Defaults to the configured id; analytics stays off without one. */
  measurementId?: string;
}

/**
 * Analytics of SPEC §7 through the global tag function: page views on the first load and every
 * client navigation, user properties, `data-ga-event-*` clicks and sampled web-vitals. Renders
 * its children untouched; the tag script loads async after the first paint.
 */
export function AnalyticsProvider({
  children,
  measurementId = config.analyticsMeasurementId,
}: AnalyticsProviderProps) {
  const enabled = measurementId.length > 0;
  const router = useRouter();
  const random = useRandomSource();
  const [ready, setReady] = React.useState(false);

  React.useEffect(() => {
    if (!enabled) return;
    installGtag(measurementId);
    loadGtagScript(config.analyticsScriptUrl, measurementId);
    setReady(true);
  }, [enabled, measurementId]);

  // First load, then every client navigation; a tick later so next/head has set the title.
  React.useEffect(() => {
    if (!ready) return undefined;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const send = (url: string) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        gtag('event', 'page_view', { ...pageViewParams(url, document.title) });
      });
      timers.add(timer);
    };
    send(router.asPath);
    router.events.on('routeChangeComplete', send);
    return () => {
      router.events.off('routeChangeComplete', send);
      timers.forEach(clearTimeout);
    };
    // The listener covers later navigations; asPath only seeds the first page view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, router.events]);

  React.useEffect(() => {
    if (!ready) return undefined;
    const handleClick = (event: MouseEvent) => {
      const click = clickEventFor(event.target, random);
      if (click) sendEvent(click.category, click.params);
    };
    document.addEventListener('click', handleClick, true);
    return () => document.removeEventListener('click', handleClick, true);
  }, [ready, random]);

  // The session is sampled once: about 0.01% of sessions report every metric.
  const [vitalsSampled] = React.useState(
    () => typeof window !== 'undefined' && shouldSample(config.webVitalsSampleRatio, random),
  );

  useUserProperties(ready);

  return (
    <>
      {ready && vitalsSampled ? <WebVitalsReporter /> : null}
      {children}
    </>
  );
}
