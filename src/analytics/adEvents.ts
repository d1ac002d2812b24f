import { config } from '@/src/config';
import { sendEvent } from './gtag';
import type { RandomSource } from './randomSource';
import { shouldSample } from './sampling';

/** Reports that an ad was displayed, sampled by the display ratio (0.1 by default). */
export function reportAdDisplay(
  label: string,
  random: RandomSource,
  ratio: number = config.adDisplaySampleRatio,
): boolean {
  if (!shouldSample(ratio, random)) return false;
  sendEvent('ad', { eventAction: 'display', eventLabel: label });
  return true;
}

/** Reports a crash of the ad block; always sent, crashes are rare and matter. */
export function reportAdCrash(label: string | null): void {
  sendEvent('ad', { eventAction: 'crash', eventLabel: label ?? 'unknown' });
}
