// Forgotten when the last subscriber leaves unless `keep`, so the next visit works it out afresh.
// `follow` hears changes made elsewhere while anyone subscribes, and returns how to stop.
export function createPageValue<T>(
  firstValue: () => T,
  { keep = false, follow }: { keep?: boolean; follow?: () => () => void } = {},
) {
  let value: { current: T } | null = null;
  let stopFollowing: (() => void) | null = null;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      if (listeners.size === 1 && follow) stopFollowing = follow();
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return;
        stopFollowing?.();
        stopFollowing = null;
        if (!keep) value = null;
      };
    },
    get(): T {
      value ??= { current: firstValue() };
      return value.current;
    },
    set(next: T) {
      value = { current: next };
      listeners.forEach((listener) => listener());
    },
  };
}
