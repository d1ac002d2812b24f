// The export the browser tests run against: its port and the build settings it is made with. Read
// by playwright.config.ts (whose web server builds and serves it) and by scripts/test.ts (which
// builds it beside the unit tests and then lets Playwright only serve it).

/** Port of the served export. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** Port of the feedback receiver that test/e2e/feedback.spec.ts starts (the build points at it). */
export const FEEDBACK_PORT = Number(process.env.E2E_FEEDBACK_PORT ?? E2E_PORT + 1000);

/** Base URL of the repository's files in the browser tests' build ("Edit this page" links). */
export const E2E_SOURCE_URL = 'https://github.com/example/mui-x-docs/blob/main';

/** Environment of the browser tests' build (and of its server). */
export const E2E_BUILD_ENV: Record<string, string> = {
  PORT: String(E2E_PORT),
  NEXT_TELEMETRY_DISABLED: '1',
  // The test-only pages of test/fixtures/docs (a crashing demo, a page without alt text...).
  DOCS_FIXTURES: '1',
  NEXT_PUBLIC_FEEDBACK_ENDPOINT: `http://localhost:${FEEDBACK_PORT}/feedback`,
  NEXT_PUBLIC_DOCS_ORIGIN: `http://localhost:${E2E_PORT}`,
  // Analytics on, so test/e2e/analytics.spec.ts can watch gtag; its script host is routed there.
  NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-E2ETEST00',
  NEXT_PUBLIC_SOURCE_URL: E2E_SOURCE_URL,
};

/**
 * `E2E_SITE=built`: out/ already holds this build (scripts/test.ts made it), so the browser tests'
 * web server only serves it.
 */
export const SITE_IS_BUILT = process.env.E2E_SITE === 'built';
