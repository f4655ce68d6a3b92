import type { HoldLock } from '@/lib/clock/tab-claim';

/**
 * The browser's Web Locks as the timer store takes them (none on an insecure origin, plain http).
 * A lock is let go when its holder says so, or when the page is gone.
 */
export function tabLock(): HoldLock | undefined {
  if (typeof navigator === 'undefined' || !navigator.locks) return undefined;
  return (name) =>
    new Promise((resolve) => {
      navigator.locks
        .request(name, { ifAvailable: true }, (lock) => {
          if (!lock) return resolve(null);
          return new Promise<void>((letGo) => resolve(() => letGo()));
        })
        // Refused (a sandboxed page): run as if no other tab could hold it.
        .catch(() => resolve(() => {}));
    });
}
