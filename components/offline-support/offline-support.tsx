'use client';

import { useEffect } from 'react';
import { offlineEnabled, serviceWorkerFile } from '@/lib/offline/config.mjs';
import { assetPath } from '@/lib/urls.mjs';

/**
 * Registers the service worker that keeps the site for offline use (only in the exported site:
 * `next dev` has none), once the page has loaded so it never competes with the first paint.
 * With offline support turned off, it removes a worker an earlier deployment installed.
 */
export function OfflineSupport() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const { serviceWorker } = navigator;
    if (!offlineEnabled) {
      void serviceWorker
        .getRegistrations()
        .then((registrations) =>
          registrations.forEach((registration) => registration.unregister()),
        );
      return;
    }
    const register = () => {
      serviceWorker
        .register(assetPath(`/${serviceWorkerFile}`), { scope: assetPath('/') })
        // Without a worker (private windows, some browsers' settings) the site works online.
        .catch(() => undefined);
    };
    if (document.readyState === 'complete') register();
    else addEventListener('load', register, { once: true });
  }, []);
  return null;
}
