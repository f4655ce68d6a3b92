import { defineConfig, devices } from '@playwright/test';
import { normalizeBasePath } from './lib/urls.mjs';
import { chromiumLaunch } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
const basePath = normalizeBasePath(process.env.BASE_PATH);

export default defineConfig({
  testDir: '__tests__/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // A folder for this run, where the fixture site is built once, by the first worker that needs it.
  globalSetup: './__tests__/e2e/fixture-run.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}${basePath}/`,
    browserName: 'chromium',
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunch,
    // CI keeps no files of a run, and recording every test there nearly doubled the suite's time.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // As visitors have the site; a test that needs a page without the worker blocks it, saying why.
    serviceWorkers: 'allow',
  },
  // Served as a static host serves it (scripts/serve.mjs), or with E2E_SERVER=nginx by the README's
  // snippet, for the tests tagged @host. A server already on the port is used, outside CI.
  webServer: {
    command: `node scripts/${process.env.E2E_SERVER === 'nginx' ? 'serve-nginx' : 'serve'}.mjs --port ${port}`,
    url: `http://127.0.0.1:${port}${basePath}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
