import type { RandomSource } from './randomSource';

/** Whether an event sampled at `ratio` (0 = never, 1 = always) is sent this time. */
export function shouldSample(ratio: number, random: RandomSource): boolean {
  if (!(ratio > 0)) return false;
  if (ratio >= 1) return true;
  return random() < ratio;
}
