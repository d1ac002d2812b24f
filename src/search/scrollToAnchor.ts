/** How long to wait for a lazily rendered target (API tables load as their own chunk). */
const WAIT_MS = 3000;

/**
 * Scrolls to the element with `id` once it exists. After a client navigation, the router looks for
 * the hash before a lazily loaded page body (the API tables) has rendered, so search waits for it.
 */
export function scrollToAnchor(id: string, now: () => number = () => performance.now()): void {
  if (!id || typeof document === 'undefined') return;
  const deadline = now() + WAIT_MS;
  const attempt = () => {
    const target = document.getElementById(id);
    if (target) {
      target.scrollIntoView({ block: 'start' });
      return;
    }
    if (now() < deadline) requestAnimationFrame(attempt);
  };
  attempt();
}
