import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** Port of the feedback receiver that test/e2e/feedback.spec.ts starts (the build points at it). */
export const FEEDBACK_PORT = Number(process.env.E2E_FEEDBACK_PORT ?? PORT + 1000);

export default defineConfig({
  testDir: './test/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // One build shared by every browser test: export, then serve out/ like a CDN.
  webServer: {
    command: `npm run build && npx tsx scripts/serve.ts`,
    url: `http://localhost:${PORT}/`,
    env: {
      PORT: String(PORT),
      NEXT_TELEMETRY_DISABLED: '1',
      DOCS_FIXTURES: '1',
      NEXT_PUBLIC_FEEDBACK_ENDPOINT: `http://localhost:${FEEDBACK_PORT}/feedback`,
      NEXT_PUBLIC_DOCS_ORIGIN: `http://localhost:${PORT}`,
      // Analytics on, so test/e2e/analytics.spec.ts can watch gtag; its script host is routed there.
      NEXT_PUBLIC_GA_MEASUREMENT_ID: 'G-E2ETEST00',
    },
    timeout: 30 * 60_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
