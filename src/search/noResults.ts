import { sendEvent } from '@/src/analytics/gtag';

/**
 * Reports searches that found nothing, each query once per visit, so the docs can fill the gap.
 * The dialog calls it once a query has settled (debounced) or when it closes on such a query.
 */
export function createNoResultsReporter(
  send: (name: string, params: Record<string, unknown>) => void = sendEvent,
): (query: string) => boolean {
  const sent = new Set<string>();
  return (query) => {
    const normalised = query.trim().toLowerCase();
    if (!normalised || sent.has(normalised)) return false;
    sent.add(normalised);
    send('search', { eventAction: 'no-results', eventLabel: normalised });
    return true;
  };
}
