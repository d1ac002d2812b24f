import * as React from 'react';
import { AD_NETWORK_SELECTOR, AD_POLL_INTERVAL_MS } from './constants';
import { pollDecision, type NetworkStatus } from './rules';

/** Whether the ad network has put its element in the page. */
function networkElementPresent(): boolean {
  return document.querySelector(AD_NETWORK_SELECTOR) !== null;
}

/**
 * Polls for the ad network's element every 500 ms and reports `pending`, `network` or
 * `blocked`; the decisions come from `pollDecision`. Inactive polls nothing and stays `pending`.
 */
export function useAdNetworkStatus(active: boolean): NetworkStatus {
  const [status, setStatus] = React.useState<NetworkStatus>('pending');
  React.useEffect(() => {
    if (!active) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = (attempt: number) => {
      const decision = pollDecision(attempt, networkElementPresent());
      setStatus(decision.status);
      if (decision.pollAgain) {
        timer = setTimeout(() => check(attempt + 1), AD_POLL_INTERVAL_MS);
      }
    };
    check(1);
    return () => clearTimeout(timer);
  }, [active]);
  return status;
}
