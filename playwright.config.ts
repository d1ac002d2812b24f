import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';
import { E2E_BUILD_ENV, E2E_PORT as PORT, SITE_IS_BUILT } from './scripts/e2e-site';

/** The spec that starts `next dev` (see `projects`). */
const DEV_SERVER_SPEC = /dev-server\.spec\.ts$/;

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
  // `next dev` compiles pages on demand and needs the machine to itself to meet its start-up
  // limits, so it is a project of its own: `npm test` runs it in a phase of its own, before the
  // others (scripts/test.ts); `npx playwright test` alone runs both projects together.
  projects: [
    {
      name: 'chromium',
      testIgnore: DEV_SERVER_SPEC,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'next-dev',
      testMatch: DEV_SERVER_SPEC,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  // One build shared by every browser test: export (unless scripts/test.ts has), then serve out/
  // like a CDN.
  webServer: {
    command: `${SITE_IS_BUILT ? '' : 'npm run build && '}npx tsx scripts/serve.ts`,
    url: `http://localhost:${PORT}/`,
    env: E2E_BUILD_ENV,
    timeout: 30 * 60_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
