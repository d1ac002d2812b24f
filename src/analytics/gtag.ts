/** Arguments accepted by the global tag function. */
export type GtagArgs =
  | ['js', Date]
  | ['config', string, Record<string, unknown>]
  | ['set', 'user_properties', Record<string, unknown>]
  | ['event', string, Record<string, unknown>];

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: GtagArgs) => void;
  }
}

const SCRIPT_ID = 'analytics-gtag';

/**
 * Defines `window.gtag` as a queue on `dataLayer` (the loaded script drains it later), so events
 * sent before the script arrives are kept. Does nothing without a measurement id.
 */
export function installGtag(measurementId: string): boolean {
  if (typeof window === 'undefined' || !measurementId) return false;
  if (window.gtag) return true;
  const dataLayer = (window.dataLayer = window.dataLayer ?? []);
  window.gtag = function gtag() {
    // gtag.js reads `arguments` objects from the data layer, not arrays.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  window.gtag('js', new Date());
  // Page views are sent by the router listener, which knows the product of each page.
  window.gtag('config', measurementId, { send_page_view: false });
  return true;
}

/** Appends the tag script once, async, so it never blocks rendering. */
export function loadGtagScript(scriptUrl: string, measurementId: string): void {
  if (typeof document === 'undefined' || !measurementId) return;
  if (document.getElementById(SCRIPT_ID)) return;
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = `${scriptUrl}?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
}

/** Calls the global tag function when analytics is on; silent otherwise. */
export function gtag(...args: GtagArgs): void {
  if (typeof window === 'undefined' || typeof window.gtag !== 'function') return;
  try {
    window.gtag(...args);
  } catch {
    // Analytics must never break a page.
  }
}

/** Sends one analytics event. */
export function sendEvent(name: string, params: Record<string, unknown>): void {
  gtag('event', name, params);
}

/** Sets user properties. */
export function setUserProperties(properties: Record<string, unknown>): void {
  gtag('set', 'user_properties', properties);
}
