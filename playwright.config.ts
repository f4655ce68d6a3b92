import { defineConfig, devices } from '@playwright/test';
import { normalizeBasePath } from './lib/urls.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
const basePath = normalizeBasePath(process.env.BASE_PATH);

// Debian's Chromium, never a downloaded browser: nothing here may need the internet.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: '__tests__/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}${basePath}/`,
    browserName: 'chromium',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath,
      // Chromium's own background traffic would hit this machine's closed network.
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    trace: 'retain-on-failure',
    // As visitors have the site: the offline worker installs after the first load and then answers
    // every request. A test that needs a page without it blocks it and says why.
    serviceWorkers: 'allow',
  },
  // The exported folder, served the way a static host serves it (see scripts/serve.mjs), or with
  // E2E_SERVER=nginx by nginx with the README's snippet (scripts/serve-nginx.mjs), for the tests
  // tagged @host. A server already listening on the port is used as it is, outside CI.
  webServer: {
    command: `node scripts/${process.env.E2E_SERVER === 'nginx' ? 'serve-nginx' : 'serve'}.mjs --port ${port}`,
    url: `http://127.0.0.1:${port}${basePath}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
