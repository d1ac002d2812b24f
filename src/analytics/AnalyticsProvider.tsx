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

/** The longest the analytics script waits for an idle moment of the main thread. */
const SCRIPT_IDLE_TIMEOUT_MS = 3000;

/** Longest wait for a new page's title before its page view is sent anyway, and the poll step. */
const TITLE_WAIT_MS = 500;
const TITLE_POLL_MS = 25;

const WebVitalsReporter = dynamic(() => import('./WebVitalsReporter'), { ssr: false });

interface AnalyticsProviderProps {
  children?: React.ReactNode;
  /** Defaults to the configured id; analytics stays off without one. */
  measurementId?: string;
}

/**
 * Analytics through the global tag function: page views on the first load and every
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
    if (!enabled) return undefined;
    installGtag(measurementId);
    // Events queue in the data layer until the script runs: it is fetched once the page has
    // finished its own start-up work, so adding it never lengthens a task of the page's load.
    const load = () => loadGtagScript(config.analyticsScriptUrl, measurementId);
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (typeof window.requestIdleCallback === 'function') {
      idle = window.requestIdleCallback(load, { timeout: SCRIPT_IDLE_TIMEOUT_MS });
    } else {
      timer = setTimeout(load, 0);
    }
    setReady(true);
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, [enabled, measurementId]);

  // First load, then every client navigation. The new page's title is set by next/head after the
  // route change completes (a task later with React, a little later with Preact), so the view is
  // sent once the title has changed, or after TITLE_WAIT_MS if the new page shares the old title.
  React.useEffect(() => {
    if (!ready) return undefined;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    let titleBefore = document.title;
    const later = (fn: () => void, ms: number) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        fn();
      }, ms);
      timers.add(timer);
    };
    const send = (url: string, waited = 0) => {
      if (document.title === titleBefore && waited < TITLE_WAIT_MS) {
        later(() => send(url, waited + TITLE_POLL_MS), TITLE_POLL_MS);
        return;
      }
      gtag('event', 'page_view', { ...pageViewParams(url, document.title) });
    };
    const onStart = () => {
      titleBefore = document.title;
    };
    const onComplete = (url: string) => later(() => send(url), 0);
    later(
      () => gtag('event', 'page_view', { ...pageViewParams(router.asPath, document.title) }),
      0,
    );
    router.events.on('routeChangeStart', onStart);
    router.events.on('routeChangeComplete', onComplete);
    return () => {
      router.events.off('routeChangeStart', onStart);
      router.events.off('routeChangeComplete', onComplete);
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

  return (
    <>
      <UserPropertiesReporter enabled={ready} />
      {ready && vitalsSampled ? <WebVitalsReporter /> : null}
      {children}
    </>
  );
}

/**
 * Reports the user properties from a leaf of its own: the colour scheme, pixel ratio and other
 * values it watches become known right after mount, and their updates re-render only this
 * component, never the page below the provider while parts of it still wait to hydrate.
 */
function UserPropertiesReporter({ enabled }: { enabled: boolean }) {
  useUserProperties(enabled);
  return null;
}
