import { existsSync } from 'node:fs';

// Debian's Chromium, never a downloaded one; its headless shell where installed (pages load in
// about half the time). CHROMIUM_PATH picks another.
const headlessShell = '/usr/bin/chromium-headless-shell';

// Chromium's own background traffic would hit a closed network.
export const chromiumLaunch = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium'),
  args: [
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
