// "Duplicate tab" copies sessionStorage, so a running timer is held under a lock named for its tab:
// a copy that finds the name held is not that tab. The lock resolves to its release, or null.
export type HoldLock = (name: string) => Promise<(() => void) | null>;

export const tabKey = 'clock-tab';

type KeptIn = Pick<Storage, 'getItem' | 'setItem'>;

export function createTabClaim(storage: () => KeptIn, lock: HoldLock | undefined) {
  let tab: string | null = null;
  const rename = () => {
    tab = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    try {
      storage().setItem(tabKey, tab);
    } catch {}
    return tab;
  };
  const lockName = () => {
    try {
      tab ??= storage().getItem(tabKey);
    } catch {}
    return `clock-timer:${tab ?? rename()}`;
  };
  // Numbered, so a claim answered after a release (or a newer claim) is let go.
  let claims = 0;
  let release: (() => void) | null = null;
  const claim = (taken: () => void, held = () => {}) => {
    if (!lock || release) return;
    const attempt = (claims += 1);
    void lock(lockName()).then((letGo) => {
      if (attempt !== claims) letGo?.();
      else if (!letGo) taken();
      else {
        release = letGo;
        held();
      }
    });
  };

  return {
    canClaim: lock !== undefined,
    claim,
    rename,
    release() {
      claims += 1;
      release?.();
      release = null;
    },
  };
}
