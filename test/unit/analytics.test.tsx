import * as React from 'react';
import { act, render } from '@testing-library/react';
import { reportAdCrash, reportAdDisplay } from '@/src/analytics/adEvents';
import { AnalyticsProvider } from '@/src/analytics/AnalyticsProvider';
import { clickEventFor, splitRatio } from '@/src/analytics/clickTracking';
import { installGtag, loadGtagScript } from '@/src/analytics/gtag';
import { pageViewParams } from '@/src/analytics/pageView';
import { RandomSourceContext, type RandomSource } from '@/src/analytics/randomSource';
import { shouldSample } from '@/src/analytics/sampling';
import { webVitalEvent } from '@/src/analytics/webVitals';
import { CodePreferencesProvider } from '@/src/code-preferences/CodePreferencesProvider';
import { config } from '@/src/config';
import { UserLanguageProvider } from '@/src/i18n/UserLanguageProvider';
import { DocsThemeProvider } from '@/src/theme/DocsThemeProvider';

type Handler = (url: string) => void;
const handlers = new Map<string, Set<Handler>>();
const router = {
  asPath: '/x/react-data-grid/getting-started/',
  pathname: '/[[...slug]]',
  events: {
    on: (name: string, handler: Handler) => {
      if (!handlers.has(name)) handlers.set(name, new Set());
      handlers.get(name)!.add(handler);
    },
    off: (name: string, handler: Handler) => handlers.get(name)?.delete(handler),
  },
};
jest.mock('next/router', () => ({ useRouter: () => router }));

const always =
  (value: number): RandomSource =>
  () =>
    value;

function resetGtag() {
  delete window.gtag;
  delete window.dataLayer;
  document.head.innerHTML = '';
}

/** The `dataLayer` entries as arrays. */
function calls(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

describe('shouldSample', () => {
  it.each`
    ratio     | random     | sampled
    ${0}      | ${0}       | ${false}
    ${0.1}    | ${0.0999}  | ${true}
    ${0.1}    | ${0.1}     | ${false}
    ${0.0001} | ${0.00009} | ${true}
    ${0.0001} | ${0.0002}  | ${false}
    ${1}      | ${0.9999}  | ${true}
    ${NaN}    | ${0}       | ${false}
  `('ratio $ratio, random $random → $sampled', ({ ratio, random, sampled }) => {
    expect(shouldSample(ratio, always(random))).toBe(sampled);
  });

  it('samples 10% of ad displays and 0.01% of sessions by default', () => {
    expect(config.adDisplaySampleRatio).toBe(0.1);
    expect(config.webVitalsSampleRatio).toBe(0.0001);
  });
});

describe('ad events', () => {
  beforeEach(() => {
    window.gtag = jest.fn();
  });
  afterEach(resetGtag);

  it.each`
    random  | sent
    ${0.05} | ${true}
    ${0.1}  | ${false}
    ${0.9}  | ${false}
  `('display with random $random is sent: $sent', ({ random, sent }) => {
    expect(reportAdDisplay('in-house-image', always(random))).toBe(sent);
    expect(window.gtag).toHaveBeenCalledTimes(sent ? 1 : 0);
  });

  it('always sends crashes', () => {
    reportAdCrash('network-image');
    expect(window.gtag).toHaveBeenCalledWith('event', 'ad', {
      eventAction: 'crash',
      eventLabel: 'network-image',
    });
  });

  it('is silent without analytics', () => {
    delete window.gtag;
    expect(() => reportAdCrash(null)).not.toThrow();
  });
});

describe('click tracking', () => {
  function tracked(attributes: Record<string, string>): HTMLElement {
    const element = document.createElement('button');
    Object.entries(attributes).forEach(([name, value]) => element.setAttribute(name, value));
    const child = document.createElement('span');
    element.appendChild(child);
    return child;
  }

  it.each`
    value     | ratio
    ${null}   | ${1}
    ${''}     | ${1}
    ${'0.25'} | ${0.25}
    ${'1'}    | ${1}
    ${'0'}    | ${1}
    ${'2'}    | ${1}
    ${'abc'}  | ${1}
  `('split $value → $ratio', ({ value, ratio }) => {
    expect(splitRatio(value)).toBe(ratio);
  });

  it('reads category, action and label from the nearest tracked ancestor', () => {
    const target = tracked({
      'data-ga-event-category': 'ad',
      'data-ga-event-action': 'click',
      'data-ga-event-label': 'in-house-image',
    });
    expect(clickEventFor(target, always(0.99))).toEqual({
      category: 'ad',
      params: { eventAction: 'click', eventLabel: 'in-house-image' },
    });
  });

  it.each`
    random   | sent
    ${0.1}   | ${true}
    ${0.249} | ${true}
    ${0.25}  | ${false}
    ${0.9}   | ${false}
  `('split 0.25 with random $random is sent: $sent', ({ random, sent }) => {
    const target = tracked({ 'data-ga-event-category': 'x', 'data-ga-event-split': '0.25' });
    expect(clickEventFor(target, always(random)) !== null).toBe(sent);
  });

  it('ignores untracked elements', () => {
    expect(clickEventFor(document.createElement('div'), always(0))).toBeNull();
    expect(clickEventFor(null, always(0))).toBeNull();
  });
});

describe('pageViewParams', () => {
  it.each`
    asPath                                        | location                                | productId           | productCategoryId
    ${'/x/react-data-grid/getting-started/'}      | ${'/x/react-data-grid/getting-started'} | ${'x-data-grid'}    | ${'x'}
    ${'/zh/x/react-date-pickers/?q=1#validation'} | ${'/x/react-date-pickers'}              | ${'x-date-pickers'} | ${'x'}
    ${'/x/api/charts/bar-chart/'}                 | ${'/x/api/charts/bar-chart'}            | ${'x-charts'}       | ${'x'}
    ${'/x/introduction/'}                         | ${'/x/introduction'}                    | ${'x-general'}      | ${'x'}
    ${'/versions/'}                               | ${'/versions'}                          | ${'docs'}           | ${'docs'}
  `('$asPath → $productId', ({ asPath, location, productId, productCategoryId }) => {
    expect(pageViewParams(asPath, 'Title')).toEqual({
      page_title: 'Title',
      page_location: `${config.siteOrigin}${location}`,
      productId,
      productCategoryId,
    });
  });
});

describe('webVitalEvent', () => {
  it('reports the delta, scaled for CLS', () => {
    expect(
      webVitalEvent({ id: 'v1', name: 'CLS', value: 0.12, delta: 0.02, rating: 'good' }),
    ).toEqual({
      name: 'CLS',
      params: expect.objectContaining({ value: 20, metric_id: 'v1', metric_value: 0.12 }),
    });
    expect(
      webVitalEvent({ id: 'v2', name: 'LCP', value: 1234.5, delta: 1234.5 }).params.value,
    ).toBe(1235);
  });
});

describe('gtag loading', () => {
  afterEach(resetGtag);

  it('does nothing without a measurement id', () => {
    expect(installGtag('')).toBe(false);
    loadGtagScript('https://tag.test/gtag/js', '');
    expect(window.gtag).toBeUndefined();
    expect(document.querySelector('script')).toBeNull();
  });

  it('queues calls on dataLayer and loads the script once, async', () => {
    expect(installGtag('G-TEST')).toBe(true);
    installGtag('G-TEST');
    loadGtagScript('https://tag.test/gtag/js', 'G-TEST');
    loadGtagScript('https://tag.test/gtag/js', 'G-TEST');
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0].async).toBe(true);
    expect(scripts[0].src).toBe('https://tag.test/gtag/js?id=G-TEST');
    expect(calls().map((call) => call[0])).toEqual(['js', 'config']);
    expect(calls()[1]).toEqual(['config', 'G-TEST', { send_page_view: false }]);
  });
});

describe('AnalyticsProvider', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    handlers.clear();
    router.asPath = '/x/react-data-grid/getting-started/';
    document.title = 'Data Grid - Getting started - MUI X';
  });
  afterEach(() => {
    jest.useRealTimers();
    resetGtag();
  });

  function renderProvider(measurementId: string, random: RandomSource = always(0.5)) {
    return render(
      <UserLanguageProvider defaultUserLanguage="en">
        <DocsThemeProvider>
          <CodePreferencesProvider>
            <RandomSourceContext.Provider value={random}>
              <AnalyticsProvider measurementId={measurementId}>
                <button data-ga-event-category="cta" data-ga-event-action="press">
                  Tracked
                </button>
              </AnalyticsProvider>
            </RandomSourceContext.Provider>
          </CodePreferencesProvider>
        </DocsThemeProvider>
      </UserLanguageProvider>,
    );
  }

  const events = (name: string) =>
    calls().filter((call) => call[0] === 'event' && call[1] === name);

  it('stays off without a measurement id', async () => {
    const { getByText } = renderProvider('');
    await act(async () => {
      jest.runOnlyPendingTimers();
    });
    getByText('Tracked').click();
    expect(window.gtag).toBeUndefined();
    expect(document.querySelector('script')).toBeNull();
  });

  it('sends page_view on load and after each client navigation', async () => {
    renderProvider('G-TEST');
    await act(async () => {
      jest.runOnlyPendingTimers();
    });
    expect(events('page_view')).toEqual([
      [
        'event',
        'page_view',
        {
          page_title: 'Data Grid - Getting started - MUI X',
          page_location: `${config.siteOrigin}/x/react-data-grid/getting-started`,
          productId: 'x-data-grid',
          productCategoryId: 'x',
        },
      ],
    ]);
    document.title = 'Charts - MUI X';
    await act(async () => {
      handlers.get('routeChangeComplete')?.forEach((handler) => handler('/zh/x/react-charts/'));
      jest.runOnlyPendingTimers();
    });
    expect(events('page_view')[1][2]).toEqual({
      page_title: 'Charts - MUI X',
      page_location: `${config.siteOrigin}/x/react-charts`,
      productId: 'x-charts',
      productCategoryId: 'x',
    });
  });

  it('sends click events from data-ga-event-* elements', async () => {
    const { getByText } = renderProvider('G-TEST');
    await act(async () => {
      jest.runOnlyPendingTimers();
    });
    getByText('Tracked').click();
    expect(events('cta')).toEqual([['event', 'cta', { eventAction: 'press', eventLabel: null }]]);
  });

  it('sets the user properties', async () => {
    renderProvider('G-TEST');
    await act(async () => {
      jest.runOnlyPendingTimers();
    });
    const properties = Object.assign(
      {},
      ...calls()
        .filter((call) => call[0] === 'set' && call[1] === 'user_properties')
        .map((call) => call[2]),
    );
    expect(Object.keys(properties).sort()).toEqual([
      'codeStylingVariant',
      'codeVariant',
      'colorScheme',
      'colorSchemeOS',
      'devicePixelRatio',
      'userLanguage',
    ]);
    expect(properties.userLanguage).toBe('en');
    expect(properties.colorSchemeOS).toBe('light');
  });
});
