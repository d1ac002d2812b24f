import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

// A chunk of its own: only right-to-left readers download the plugin and its CSS flipper.

let rtlCache: EmotionCache | null = null;

/** The separate Emotion cache whose stylis plugin flips left and right (right-to-left mode). */
export function getRtlCache(): EmotionCache {
  if (!rtlCache) {
    rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
  }
  return rtlCache;
}
