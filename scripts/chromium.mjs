import { existsSync } from 'node:fs';

// Debian's Chromium, never a downloaded browser: nothing here may need the internet. Tests and
// budgets run its headless shell (what Playwright runs headless by default), which loads a page in
// about half the full browser's time; CHROMIUM_PATH picks another Chromium.
const headlessShell = '/usr/bin/chromium-headless-shell';
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

/** Launch options for Playwright. Chromium's own background traffic would hit a closed network. */
export const chromiumLaunch = {
  executablePath: chromiumPath,
  args: [
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
