import * as React from 'react';
import { act, render, screen } from '@testing-library/react';
import { AdSlot } from '@/src/ads/AdSlot';
import { AD_NETWORK_SELECTOR } from '@/src/ads/constants';
import type { FetchLike } from '@/src/ads/rules';
import { RandomSourceContext, type RandomSource } from '@/src/analytics/randomSource';
import { UserLanguageProvider } from '@/src/i18n/UserLanguageProvider';
import { DocsThemeProvider } from '@/src/theme/DocsThemeProvider';
import { config } from '@/src/config';

const gtag = jest.fn();
const always =
  (value: number): RandomSource =>
  () =>
    value;

function renderSlot(random: RandomSource, props: React.ComponentProps<typeof AdSlot> = {}) {
  return render(
    <UserLanguageProvider defaultUserLanguage="en">
      <DocsThemeProvider>
        <RandomSourceContext.Provider value={random}>
          <AdSlot enabled {...props} />
        </RandomSourceContext.Provider>
      </DocsThemeProvider>
    </UserLanguageProvider>,
  );
}

function slot(container: HTMLElement): HTMLElement {
  return container.querySelector('[data-ad-slot]') as HTMLElement;
}

function addNetworkElement() {
  const element = document.createElement('div');
  element.id = 'carbonads';
  document.body.appendChild(element);
}

async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

function adEvents(action: string) {
  return gtag.mock.calls.filter(
    ([type, name, params]) => type === 'event' && name === 'ad' && params.eventAction === action,
  );
}

const userAgent = navigator.userAgent;

beforeEach(() => {
  jest.useFakeTimers();
  gtag.mockReset();
  window.gtag = gtag;
});

afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
  delete window.gtag;
  Object.defineProperty(window.navigator, 'userAgent', { value: userAgent, configurable: true });
});

describe('AdSlot, ad network shape', () => {
  test('injects the network script once and shows the network ad when its element appears', async () => {
    addNetworkElement();
    const { container } = renderSlot(always(0.5));
    await advance(0);
    expect(slot(container)).toHaveAttribute('data-ad-state', 'network');
    // The ad logic is a lazily loaded chunk: the script goes in a tick after it mounts.
    await advance(0);
    const scripts = container.querySelectorAll('script#_carbonads_js');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute('src', config.adNetworkScriptUrl);
    expect(slot(container)).toHaveAttribute('data-ga-event-label', 'network-image');
  });

  test('polls every 500 ms and counts the visitor as blocking ads after more than 6 checks', async () => {
    const querySelector = jest.spyOn(document, 'querySelector');
    const checks = () => querySelector.mock.calls.filter(([s]) => s === AD_NETWORK_SELECTOR).length;
    const { container } = renderSlot(always(0.5));
    await advance(0);
    expect(checks()).toBe(1);
    await advance(2999);
    expect(checks()).toBe(6);
    expect(slot(container)).toHaveAttribute('data-ad-state', 'pending');
    await advance(1);
    expect(checks()).toBe(7);
    expect(slot(container)).toHaveAttribute('data-ad-state', 'in-house');
    // Polling goes on until 30 checks, then stops.
    await advance(60_000);
    expect(checks()).toBe(30);
    querySelector.mockRestore();
  });

  test('a blocked visitor sees an in-house ad (80%) with a sponsored link', async () => {
    const { container } = renderSlot(always(0.5));
    await advance(3000);
    const link = screen.getByRole('link', { name: /MUI X Premium/ });
    expect(link).toHaveAttribute('rel', 'noopener sponsored');
    expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    expect(slot(container)).toHaveAttribute('data-ga-event-label', 'in-house-image');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  test('a blocked visitor sees the appeal with 20% probability', async () => {
    const { container } = renderSlot(always(0.19));
    await advance(3000);
    expect(screen.getByRole('note')).toHaveTextContent(/allowing ads/);
    expect(slot(container)).toHaveAttribute('data-ad-state', 'appeal');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  test('a network ad that arrives late, before the 30th check, replaces the fallback', async () => {
    const { container } = renderSlot(always(0.5));
    await advance(3000);
    expect(slot(container)).toHaveAttribute('data-ad-state', 'in-house');
    addNetworkElement();
    await advance(500);
    expect(slot(container)).toHaveAttribute('data-ad-state', 'network');
  });

  test('bots get no ad and no script', async () => {
    Object.defineProperty(window.navigator, 'userAgent', {
      value: 'Mozilla/5.0 (compatible; Googlebot/2.1)',
      configurable: true,
    });
    const { container } = renderSlot(always(0.5));
    await advance(20_000);
    expect(slot(container)).toHaveAttribute('data-ad-state', 'off');
    expect(container.querySelector('script')).toBeNull();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  test('renders nothing when ads are disabled (development without the flag)', () => {
    const { container } = renderSlot(always(0.5), { enabled: false });
    expect(slot(container)).toBeNull();
  });
});

describe('AdSlot, inline shape', () => {
  const okResponse = (body: unknown) =>
    ({ ok: true, status: 200, json: () => Promise.resolve(body) }) as Response;

  test('renders the third-party ad as text and attributes, never as HTML', async () => {
    const fetchFn: FetchLike = jest.fn(() =>
      Promise.resolve(
        okResponse({
          ads: [
            {
              company: 'Acme',
              description: '<img src=x onerror="alert(1)">Fast grids',
              image: 'https://img.test/a.png',
              statlink: 'https://click.test/a',
              statimp: 'https://imp.test/a',
              pixel: 'https://p.test/[timestamp]||javascript:alert(1)',
              timestamp: '42',
            },
          ],
        }),
      ),
    );
    const { container } = renderSlot(always(0.5), { shape: 'inline', fetchFn });
    await advance(0);
    const link = await screen.findByRole('link', { name: /Acme/ });
    expect(link).toHaveAttribute('href', 'https://click.test/a');
    expect(link).toHaveAttribute('rel', 'noopener sponsored');
    expect(link).toHaveTextContent('<img src=x onerror="alert(1)">Fast grids');
    const images = Array.from(container.querySelectorAll('img')).map((img) => img.src);
    expect(images).toEqual(['https://imp.test/a', 'https://p.test/42', 'https://img.test/a.png']);
    expect(container.querySelector('img[onerror]')).toBeNull();
    expect(slot(container)).toHaveAttribute('data-ad-state', 'inline');
    expect(container.querySelector('script')).toBeNull();
  });

  test.each([
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['HTTP 500', () => Promise.resolve({ ok: false, status: 500 } as Response)],
    [
      'bad JSON',
      () => Promise.resolve({ ok: true, json: () => Promise.reject(new Error('x')) } as Response),
    ],
    ['an empty list', () => Promise.resolve(okResponse({ ads: [] }))],
    [
      'a javascript: link',
      () => Promise.resolve(okResponse({ ads: [{ statlink: 'javascript:x' }] })),
    ],
  ])('falls back to an in-house ad after 10 attempts on %s', async (_name, failing) => {
    const fetchFn = jest.fn(failing) as unknown as FetchLike;
    const { container } = renderSlot(always(0.5), { shape: 'inline', fetchFn });
    await advance(0);
    await screen.findByRole('link', { name: /MUI X Premium/ });
    expect(fetchFn).toHaveBeenCalledTimes(10);
    expect(container.querySelector('a[href^="javascript:"]')).toBeNull();
  });
});

describe('AdSlot analytics', () => {
  test('a display event is sampled by the display ratio', async () => {
    addNetworkElement();
    renderSlot(always(0.05));
    await advance(0);
    expect(adEvents('display')).toEqual([
      ['event', 'ad', { eventAction: 'display', eventLabel: 'network-image' }],
    ]);
  });

  test('no display event outside the sample', async () => {
    addNetworkElement();
    renderSlot(always(0.5));
    await advance(0);
    expect(adEvents('display')).toEqual([]);
  });

  test('a crash renders nothing and sends a crash event', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const random: RandomSource = () => {
      throw new Error('random source crashed');
    };
    const { container } = renderSlot(random);
    await advance(3000);
    expect(container).toBeEmptyDOMElement();
    expect(adEvents('crash')).toHaveLength(1);
    consoleError.mockRestore();
  });
});
