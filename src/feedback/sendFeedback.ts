import type { FeedbackPayload } from './payload';

/** How long the widget waits for the receiver before reporting a failure. */
export const FEEDBACK_TIMEOUT_MS = 10_000;

/**
 * POSTs one feedback as JSON. Resolves when the receiver acknowledged it (2xx); rejects on a
 * network error, a timeout or any other status, so the widget can keep the text for a retry.
 */
export async function sendFeedback(
  endpoint: string,
  payload: FeedbackPayload,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), FEEDBACK_TIMEOUT_MS);
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      mode: 'cors',
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    if (!response.ok) {
      throw new Error(`Feedback receiver answered ${response.status}`);
    }
  } finally {
    clearTimeout(timer);
  }
}
