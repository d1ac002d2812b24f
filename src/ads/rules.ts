import type { RandomSource } from '@/src/analytics/randomSource';
import {
  AD_APPEAL_PROBABILITY,
  AD_BLOCKED_AFTER_CHECKS,
  AD_FETCH_MAX_ATTEMPTS,
  AD_MAX_POLLS,
} from './constants';
import type { AdContentKind, AdShape, ThirdPartyAd } from './types';

/** Where the ad-network check stands. */
export type NetworkStatus = 'pending' | 'network' | 'blocked';

/** Outcome of one ad-network check. */
export interface PollDecision {
  status: NetworkStatus;
  /** Whether another check is scheduled one interval later. */
  pollAgain: boolean;
}

/**
 * The decision after check number `attempt` (1-based): the network element wins at once;
 * without it the visitor counts as blocking ads after more than 6 checks, and polling goes on
 * (so a slow network can still show its ad) until 30 checks.
 */
export function pollDecision(attempt: number, networkFound: boolean): PollDecision {
  if (networkFound) return { status: 'network', pollAgain: false };
  return {
    status: attempt > AD_BLOCKED_AFTER_CHECKS ? 'blocked' : 'pending',
    pollAgain: attempt < AD_MAX_POLLS,
  };
}

/** What a blocked visitor sees. */
export type Fallback = { kind: 'appeal' } | { kind: 'in-house'; index: number };

/** The appeal with 20% probability, else one of the in-house ads, each equally likely. */
export function chooseFallback(adCount: number, random: RandomSource): Fallback {
  if (random() < AD_APPEAL_PROBABILITY) return { kind: 'appeal' };
  return { kind: 'in-house', index: pickIndex(adCount, random) };
}

/** A uniform index in [0, count). */
export function pickIndex(count: number, random: RandomSource): number {
  return Math.min(count - 1, Math.max(0, Math.floor(random() * count)));
}

/** The URL when it is an absolute `https:` URL, else null (blocks `javascript:`, `data:`, ...). */
export function safeHttpsUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** Entries of the ads list that are non-empty and carry a `statlink`. */
export function adsWithStatlink(data: unknown): Record<string, unknown>[] {
  if (!isRecord(data) || !Array.isArray(data.ads)) return [];
  return data.ads.filter(
    (item): item is Record<string, unknown> =>
      isRecord(item) && Object.keys(item).length > 0 && Boolean(item.statlink),
  );
}

/**
 * The ad to show from an ad-serving response: the first entry with a statlink, kept only when
 * its link is `https:`. Every field becomes plain text or a checked URL.
 */
export function selectThirdPartyAd(data: unknown): ThirdPartyAd | null {
  const [first] = adsWithStatlink(data);
  if (!first) return null;
  const statlink = safeHttpsUrl(first.statlink);
  if (!statlink) return null;
  return {
    company: text(first.company),
    description: text(first.description),
    image: safeHttpsUrl(first.image),
    statlink,
    statimp: safeHttpsUrl(first.statimp),
    pixel: text(first.pixel),
    timestamp: text(first.timestamp),
  };
}

/** Impression pixel URLs: `statimp`, then each `||`-separated pixel with its timestamp filled in. */
export function impressionPixels(ad: ThirdPartyAd): string[] {
  const pixels = ad.pixel
    .split('||')
    .map((pixel) => safeHttpsUrl(pixel.replace(/\[timestamp\]/g, ad.timestamp)));
  return [ad.statimp, ...pixels].filter((url): url is string => url !== null);
}

/** Fetch as used by `fetchThirdPartyAd` (injectable for tests). */
export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * Fetches the ad-serving endpoint (GET, no payload) until an ad is found, at most 10 times. Every
 * failure (network, status, bad JSON, no usable entry) uses up an attempt; after the last one the
 * result is null. Stops early when `signal` aborts.
 */
export async function fetchThirdPartyAd(
  fetchFn: FetchLike,
  url: string,
  signal?: AbortSignal,
  maxAttempts: number = AD_FETCH_MAX_ATTEMPTS,
): Promise<ThirdPartyAd | null> {
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    if (signal?.aborted) return null;
    try {
      const response = await fetchFn(url, { method: 'GET', signal, credentials: 'omit' });
      if (response.ok) {
        const ad = selectThirdPartyAd(await response.json());
        if (ad) return ad;
      }
    } catch {
      // Ad blockers and bad responses are expected: try again, silently.
    }
  }
  return null;
}

/** Search-engine and social crawlers get no ad, so ads are never indexed. */
const BOT_PATTERN =
  /bot|crawler|spider|crawling|slurp|facebookexternalhit|bingpreview|yandex|baidu/i;

/** Whether a user agent is a crawler. */
export function isBot(userAgent: string): boolean {
  return BOT_PATTERN.test(userAgent);
}

/** The analytics label of what the slot shows. */
export function adLabel(shape: AdShape, shown: AdContentKind): string {
  return `${shown}-${shape}`;
}

/** Whether the slot shows a fallback: the network is blocked, or the inline fetch gave nothing. */
export function needsFallback(
  shape: AdShape,
  networkStatus: NetworkStatus,
  inlineAd: 'loading' | ThirdPartyAd | null,
): boolean {
  return shape === 'image' ? networkStatus === 'blocked' : inlineAd === null;
}

/** What the slot shows now, or null while nothing is decided. */
export function shownAdKind(
  shape: AdShape,
  networkStatus: NetworkStatus,
  inlineAd: 'loading' | ThirdPartyAd | null,
  fallback: Fallback | null,
): AdContentKind | null {
  if (needsFallback(shape, networkStatus, inlineAd)) {
    if (!fallback) return null;
    return fallback.kind === 'appeal' ? 'appeal' : 'in-house';
  }
  if (shape === 'image') return networkStatus === 'network' ? 'network' : null;
  return inlineAd !== null && inlineAd !== 'loading' ? 'inline' : null;
}
