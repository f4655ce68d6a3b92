export interface PageValueOptions {
  /** Keep the value when the last subscriber leaves. */
  keep?: boolean;
  /** Hears changes made elsewhere while anyone subscribes; returns how to stop. */
  follow?: () => () => void;
}

// Forgotten when the page's last subscriber leaves (unless kept), so the next visit works it out
// afresh.
export function createPageValue<T>(
  firstValue: () => T,
  { keep = false, follow }: PageValueOptions = {},
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

export type PageValue<T> = ReturnType<typeof createPageValue<T>>;
