// Which tab runs a timer. "Duplicate tab" copies sessionStorage, saved timer and all, so a running
// timer is held under a lock named for its tab: a copy that finds the name held is not that tab.

/**
 * Takes the lock named `name` if no other tab holds it: resolves to the function that lets it
 * go, or null when another tab holds it.
 */
export type HoldLock = (name: string) => Promise<(() => void) | null>;

/** Where this tab's name is kept: a copy of the tab starts with the same one. */
export const tabKey = 'clock-tab';

type KeptIn = Pick<Storage, 'getItem' | 'setItem'>;

export function createTabClaim(storage: () => KeptIn, lock: HoldLock | undefined) {
  let tab: string | null = null;
  const rename = () => {
    tab = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    try {
      storage().setItem(tabKey, tab);
    } catch {
      // Storage blocked: the name lasts as long as the page.
    }
    return tab;
  };
  const lockName = () => {
    try {
      tab ??= storage().getItem(tabKey);
    } catch {
      // As above.
    }
    return `clock-timer:${tab ?? rename()}`;
  };
  // Each claim is numbered, so one answered after a release (or a newer claim) is let go.
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
    /** Whether there are locks to claim (none on plain http): otherwise every tab runs its own. */
    canClaim: lock !== undefined,
    /** Holds this tab's name while its timer runs: `held` once it does, `taken` if a tab does. */
    claim,
    /** This tab is a copy: it takes a name of its own. */
    rename,
    /** The timer stopped: another tab may run under this name (none should). */
    release() {
      claims += 1;
      release?.();
      release = null;
    },
  };
}
