'use client';

import { useEffect } from 'react';
import { offlineEnabled, serviceWorkerFile } from '@/lib/offline/config.mjs';
import { assetPath } from '@/lib/urls.mjs';

// After load, away from the first paint; with offline support off, it removes an earlier worker.
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
      // The worker lets a newer one take over once the page it opened has loaded.
      serviceWorker.controller?.postMessage({ type: 'LOADED' });
      serviceWorker
        .register(assetPath(`/${serviceWorkerFile}`), { scope: assetPath('/') })
        // Without a worker (private windows, some settings) the site still works online.
        .catch(() => undefined);
    };
    if (document.readyState === 'complete') register();
    else addEventListener('load', register, { once: true });
  }, []);
  return null;
}
