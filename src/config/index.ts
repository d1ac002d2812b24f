/**
 * Outside hosts, ids and flags in one typed module: the rest of the code reads them from here.
 * Values come from `NEXT_PUBLIC_*` variables at build time so tests can point them at local fixtures.
 */
export interface SiteConfig {
  /** Version of MUI X documented by this site. */
  docsVersion: string;
  /** Pages register the service worker only on a host containing this domain. */
  docsDomain: string;
  /** Canonical origin used in canonical, hreflang and sitemap URLs. */
  siteOrigin: string;
  /** Stylesheet for the Material Icons font, added once per page load. */
  iconFontStylesheet: string;
  /** Stylesheet of the two extra web fonts of the Onepirate template page. */
  onepirateFontStylesheet: string;
  /**
   * Base URL of this repository's files (`https://github.com/<owner>/<repo>/blob/main`): a guide's
   * "Edit this page" link is this base plus the path of its MDX file. Empty (the default) hides it.
   */
  sourceUrl: string;
  /** Placeholder licence key for Pro/Premium demos. Never logged. */
  licenseKey: string;
  /** Where the page feedback widget POSTs its JSON (receiver: `scripts/feedback-server.ts`). */
  feedbackEndpoint: string;
  /** Origin the docs are served from: the only origin the feedback receiver accepts. */
  docsOrigin: string;
  /** `off` ships the service worker kill switch: no registration, a no-op `/x/sw.js` (docs/service-worker.md). */
  serviceWorker: 'on' | 'off';
  /** Script of the third-party ad network, injected once per page view. */
  adNetworkScriptUrl: string;
  /** Third-party ad-serving JSON endpoint of the inline ad variant. */
  adServingEndpoint: string;
  /** `image` uses the ad network script, `inline` the ad-serving JSON endpoint. */
  adShape: 'image' | 'inline';
  /** Ads are off in development unless `NEXT_PUBLIC_ENABLE_ADS=true` (production always on). */
  adsEnabled: boolean;
  /** Analytics measurement id; analytics loads only when it is set. */
  analyticsMeasurementId: string;
  /** The global tag script; the measurement id is appended as `?id=`. */
  analyticsScriptUrl: string;
  /** Share of ad displays reported to analytics (default 0.1), to stay within quotas. */
  adDisplaySampleRatio: number;
  /** Share of sessions that report web-vitals metrics (default 0.0001, i.e. 0.01%). */
  webVitalsSampleRatio: number;
}

function env(value: string | undefined, fallback: string): string {
  return value && value.length > 0 ? value : fallback;
}

/** A ratio in [0, 1] from the environment; anything else keeps the fallback. */
function ratio(value: string | undefined, fallback: number): number {
  const parsed = value ? Number(value) : NaN;
  return Number.isFinite(parsed) && parsed >= 0 && parsed <= 1 ? parsed : fallback;
}

export const config: SiteConfig = {
  docsVersion: '7.12.0',
  docsDomain: env(process.env.NEXT_PUBLIC_DOCS_DOMAIN, 'mui.com'),
  siteOrigin: env(process.env.NEXT_PUBLIC_SITE_ORIGIN, 'https://mui.com'),
  iconFontStylesheet: env(
    process.env.NEXT_PUBLIC_ICON_FONT_STYLESHEET,
    'https://fonts.googleapis.com/icon?family=Material+Icons',
  ),
  onepirateFontStylesheet: env(
    process.env.NEXT_PUBLIC_ONEPIRATE_FONT_STYLESHEET,
    'https://fonts.googleapis.com/css2?family=Roboto+Condensed:wght@700&family=Work+Sans:wght@300;400&display=swap',
  ),
  sourceUrl: env(process.env.NEXT_PUBLIC_SOURCE_URL, ''),
  licenseKey: env(process.env.NEXT_PUBLIC_MUI_LICENSE_KEY, '{key}-placeholder'),
  feedbackEndpoint: env(
    process.env.NEXT_PUBLIC_FEEDBACK_ENDPOINT,
    'https://docs-feedback.mui.com/x/feedback',
  ),
  docsOrigin: env(process.env.NEXT_PUBLIC_DOCS_ORIGIN, 'https://mui.com'),
  serviceWorker: process.env.NEXT_PUBLIC_SERVICE_WORKER === 'off' ? 'off' : 'on',
  adNetworkScriptUrl: env(
    process.env.NEXT_PUBLIC_AD_NETWORK_SCRIPT_URL,
    'https://cdn.carbonads.com/carbon.js?serve=CKYIL27L&placement=material-uicom',
  ),
  adServingEndpoint: env(
    process.env.NEXT_PUBLIC_AD_SERVING_ENDPOINT,
    'https://srv.buysellads.com/ads/CE7DC23W.json',
  ),
  adShape: process.env.NEXT_PUBLIC_AD_SHAPE === 'inline' ? 'inline' : 'image',
  adsEnabled:
    process.env.NODE_ENV === 'production' || process.env.NEXT_PUBLIC_ENABLE_ADS === 'true',
  analyticsMeasurementId: env(process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID, ''),
  analyticsScriptUrl: env(
    process.env.NEXT_PUBLIC_ANALYTICS_SCRIPT_URL,
    'https://www.googletagmanager.com/gtag/js',
  ),
  adDisplaySampleRatio: ratio(process.env.NEXT_PUBLIC_AD_DISPLAY_RATIO, 0.1),
  webVitalsSampleRatio: ratio(process.env.NEXT_PUBLIC_WEB_VITALS_RATIO, 0.0001),
};

/** Older major versions of the docs live on their own hosts; the version menu links to them. */
export const olderVersions = [
  { label: 'v6', href: 'https://v6.mui.com/x/introduction/' },
  { label: 'v5', href: 'https://v5.mui.com/x/introduction/' },
  { label: 'v4', href: 'https://v4.mui.com/components/data-grid/' },
] as const;
