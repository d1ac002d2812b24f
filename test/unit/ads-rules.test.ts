import {
  AD_APPEAL_PROBABILITY,
  AD_BLOCKED_AFTER_CHECKS,
  AD_FETCH_MAX_ATTEMPTS,
  AD_MAX_POLLS,
  AD_POLL_INTERVAL_MS,
} from '@/src/ads/constants';
import {
  adsWithStatlink,
  chooseFallback,
  fetchThirdPartyAd,
  impressionPixels,
  isBot,
  needsFallback,
  pickIndex,
  pollDecision,
  safeHttpsUrl,
  selectThirdPartyAd,
  shownAdKind,
  type FetchLike,
} from '@/src/ads/rules';

const always = (value: number) => () => value;

describe('ad constants', () => {
  it('poll every 500 ms, 30 times, and fetch an ad up to 10 times', () => {
    expect(AD_POLL_INTERVAL_MS).toBe(500);
    expect(AD_MAX_POLLS).toBe(30);
    expect(AD_BLOCKED_AFTER_CHECKS).toBe(6);
    expect(AD_APPEAL_PROBABILITY).toBe(0.2);
    expect(AD_FETCH_MAX_ATTEMPTS).toBe(10);
  });
});

describe('pollDecision', () => {
  it.each`
    attempt | found    | status       | pollAgain
    ${1}    | ${true}  | ${'network'} | ${false}
    ${12}   | ${true}  | ${'network'} | ${false}
    ${1}    | ${false} | ${'pending'} | ${true}
    ${6}    | ${false} | ${'pending'} | ${true}
    ${7}    | ${false} | ${'blocked'} | ${true}
    ${29}   | ${false} | ${'blocked'} | ${true}
    ${30}   | ${false} | ${'blocked'} | ${false}
  `('check $attempt, element found: $found → $status', ({ attempt, found, status, pollAgain }) => {
    expect(pollDecision(attempt, found)).toEqual({ status, pollAgain });
  });
});

describe('chooseFallback', () => {
  it.each`
    random    | expected
    ${0}      | ${{ kind: 'appeal' }}
    ${0.19}   | ${{ kind: 'appeal' }}
    ${0.2}    | ${{ kind: 'in-house', index: 1 }}
    ${0.5}    | ${{ kind: 'in-house', index: 2 }}
    ${0.9999} | ${{ kind: 'in-house', index: 4 }}
  `('random $random → $expected', ({ random, expected }) => {
    expect(chooseFallback(5, always(random))).toEqual(expected);
  });

  it('picks every in-house ad with a uniform source', () => {
    expect([0, 0.2, 0.4, 0.6, 0.8].map((r) => pickIndex(5, always(r)))).toEqual([0, 1, 2, 3, 4]);
    expect(pickIndex(5, always(1))).toBe(4);
  });
});

describe('safeHttpsUrl', () => {
  it.each`
    value                                    | expected
    ${'https://ads.example.com/a?b=1'}       | ${'https://ads.example.com/a?b=1'}
    ${'  https://ads.example.com/  '}        | ${'https://ads.example.com/'}
    ${'http://ads.example.com/'}             | ${null}
    ${'javascript:alert(1)'}                 | ${null}
    ${'JavaScript:alert(1)'}                 | ${null}
    ${'data:text/html,<script>x</script>'}   | ${null}
    ${'//ads.example.com/protocol-relative'} | ${null}
    ${'/relative/path'}                      | ${null}
    ${''}                                    | ${null}
    ${42}                                    | ${null}
    ${undefined}                             | ${null}
  `('$value → $expected', ({ value, expected }) => {
    expect(safeHttpsUrl(value)).toBe(expected);
  });
});

describe('statlink filter', () => {
  it.each`
    data                                                   | count
    ${null}                                                | ${0}
    ${'garbage'}                                           | ${0}
    ${{}}                                                  | ${0}
    ${{ ads: 'nope' }}                                     | ${0}
    ${{ ads: [] }}                                         | ${0}
    ${{ ads: [{}, null, 3, []] }}                          | ${0}
    ${{ ads: [{ company: 'A' }] }}                         | ${0}
    ${{ ads: [{ statlink: '' }] }}                         | ${0}
    ${{ ads: [{}, { statlink: 'https://x.test/' }] }}      | ${1}
    ${{ ads: [{ statlink: 'a' }, { statlink: 'b' }, {}] }} | ${2}
  `('keeps $count entries of $data', ({ data, count }) => {
    expect(adsWithStatlink(data)).toHaveLength(count);
  });

  it('uses the first entry with a statlink and turns every field into text', () => {
    const ad = selectThirdPartyAd({
      ads: [
        {},
        { company: 'No link' },
        {
          company: 'Acme',
          description: '<b>x</b>',
          image: 'javascript:alert(1)',
          statlink: 'https://click.test/1',
          statimp: 'https://imp.test/1',
          pixel: 'https://p.test/[timestamp]',
          timestamp: 123,
        },
        { company: 'Second', statlink: 'https://click.test/2' },
      ],
    });
    expect(ad).toEqual({
      company: 'Acme',
      description: '<b>x</b>',
      image: null,
      statlink: 'https://click.test/1',
      statimp: 'https://imp.test/1',
      pixel: 'https://p.test/[timestamp]',
      timestamp: '123',
    });
  });

  it('rejects an ad whose statlink is not https', () => {
    expect(selectThirdPartyAd({ ads: [{ statlink: 'javascript:alert(1)' }] })).toBeNull();
    expect(selectThirdPartyAd({ ads: [{ statlink: 'http://click.test/' }] })).toBeNull();
  });

  it('fills the timestamp into every pixel and keeps only https ones', () => {
    const ad = selectThirdPartyAd({
      ads: [
        {
          statlink: 'https://click.test/',
          statimp: 'https://imp.test/',
          pixel:
            'https://p.test/a?t=[timestamp]||javascript:alert(1)||https://p.test/b/[timestamp]',
          timestamp: '99',
        },
      ],
    });
    expect(impressionPixels(ad!)).toEqual([
      'https://imp.test/',
      'https://p.test/a?t=99',
      'https://p.test/b/99',
    ]);
  });
});

function jsonResponse(body: unknown, status = 200): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: () =>
      typeof body === 'string'
        ? Promise.reject(new SyntaxError('bad json'))
        : Promise.resolve(body),
  } as Response;
}

const goodBody = { ads: [{ company: 'Acme', statlink: 'https://click.test/' }] };

describe('fetchThirdPartyAd', () => {
  const failures: Array<[string, FetchLike]> = [
    ['network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['HTTP 500', () => Promise.resolve(jsonResponse(goodBody, 500))],
    ['bad JSON', () => Promise.resolve(jsonResponse('<html>'))],
    ['empty list', () => Promise.resolve(jsonResponse({ ads: [] }))],
    ['entries without statlink', () => Promise.resolve(jsonResponse({ ads: [{}, { a: 1 }] }))],
    [
      'javascript: link',
      () => Promise.resolve(jsonResponse({ ads: [{ statlink: 'javascript:x' }] })),
    ],
  ];

  it.each(failures)('%s: tries 10 times, then returns null', async (_name, failing) => {
    const fetchFn = jest.fn(failing);
    await expect(fetchThirdPartyAd(fetchFn, 'https://srv.test/ads.json')).resolves.toBeNull();
    expect(fetchFn).toHaveBeenCalledTimes(10);
    expect(fetchFn).toHaveBeenCalledWith(
      'https://srv.test/ads.json',
      expect.objectContaining({ method: 'GET' }),
    );
    expect(fetchFn.mock.calls[0][1]).not.toHaveProperty('body');
  });

  it('stops at the first attempt that yields an ad', async () => {
    const fetchFn = jest
      .fn<Promise<Response>, Parameters<FetchLike>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(jsonResponse({ ads: [] }))
      .mockResolvedValue(jsonResponse(goodBody));
    const ad = await fetchThirdPartyAd(fetchFn, 'https://srv.test/ads.json');
    expect(ad?.company).toBe('Acme');
    expect(fetchFn).toHaveBeenCalledTimes(3);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const fetchFn = jest.fn(() => {
      controller.abort();
      return Promise.resolve(jsonResponse({ ads: [] }));
    });
    await expect(fetchThirdPartyAd(fetchFn, 'u', controller.signal)).resolves.toBeNull();
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });
});

describe('isBot', () => {
  it.each`
    userAgent                                                                        | bot
    ${'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'}    | ${true}
    ${'Mozilla/5.0 (compatible; bingbot/2.0)'}                                       | ${true}
    ${'facebookexternalhit/1.1'}                                                     | ${true}
    ${'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36'} | ${false}
    ${'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/120.0 Safari/537.36'}          | ${false}
  `('$userAgent → $bot', ({ userAgent, bot }) => {
    expect(isBot(userAgent)).toBe(bot);
  });
});

describe('shownAdKind', () => {
  const ad = selectThirdPartyAd({ ads: [{ statlink: 'https://click.test/' }] });
  const inHouse = { kind: 'in-house', index: 0 } as const;
  const appeal = { kind: 'appeal' } as const;
  it.each`
    shape       | network      | inline       | fallback   | needed   | kind
    ${'image'}  | ${'pending'} | ${'loading'} | ${null}    | ${false} | ${null}
    ${'image'}  | ${'network'} | ${'loading'} | ${null}    | ${false} | ${'network'}
    ${'image'}  | ${'blocked'} | ${'loading'} | ${null}    | ${true}  | ${null}
    ${'image'}  | ${'blocked'} | ${'loading'} | ${inHouse} | ${true}  | ${'in-house'}
    ${'image'}  | ${'blocked'} | ${'loading'} | ${appeal}  | ${true}  | ${'appeal'}
    ${'image'}  | ${'network'} | ${'loading'} | ${inHouse} | ${false} | ${'network'}
    ${'inline'} | ${'pending'} | ${'loading'} | ${null}    | ${false} | ${null}
    ${'inline'} | ${'pending'} | ${ad}        | ${null}    | ${false} | ${'inline'}
    ${'inline'} | ${'pending'} | ${null}      | ${inHouse} | ${true}  | ${'in-house'}
  `(
    '$shape, network $network, inline $inline, fallback $fallback → $kind',
    ({ shape, network, inline, fallback, needed, kind }) => {
      expect(needsFallback(shape, network, inline)).toBe(needed);
      expect(shownAdKind(shape, network, inline, fallback)).toBe(kind);
    },
  );
});
