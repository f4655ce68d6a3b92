import type { HoldLock } from '@/lib/clock/tab-claim';

// None on an insecure origin (plain http). A lock also goes when its page is gone.
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
