import * as React from 'react';
import { fetchThirdPartyAd, type FetchLike } from './rules';
import type { ThirdPartyAd } from './types';

/** `loading`, then the ad, or `null` once every attempt failed. */
export type InlineAdState = ThirdPartyAd | null | 'loading';

/** Fetches the inline ad from the ad-serving endpoint; a failure is silent. */
export function useInlineAd(active: boolean, endpoint: string, fetchFn?: FetchLike): InlineAdState {
  const [state, setState] = React.useState<InlineAdState>('loading');
  React.useEffect(() => {
    if (!active) return undefined;
    const controller = new AbortController();
    const doFetch: FetchLike = fetchFn ?? ((url, init) => window.fetch(url, init));
    fetchThirdPartyAd(doFetch, endpoint, controller.signal).then((ad) => {
      if (!controller.signal.aborted) setState(ad);
    });
    return () => controller.abort();
  }, [active, endpoint, fetchFn]);
  return state;
}
