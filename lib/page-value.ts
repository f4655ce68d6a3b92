// Forgotten when the page's last subscriber leaves, so the next visit works it out afresh.
export function createPageValue<T>(firstValue: () => T) {
  let value: { current: T } | null = null;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) value = null;
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
