const interval = 1000;

/** The part of a tick (ms) already run: never negative, never a whole tick. */
export const partOfTick = (ms: number) => Math.min(Math.max(0, ms), interval - 1);

// Ticks aim at the wall clock, so late timeouts do not drift and a throttled tab catches up.
// `carried`: what an earlier stop returned. setTimeout is looked up each time, for test harnesses.
export function startTicker(
  onTick: (seconds: number, reachedAt: number) => void,
  { carried = 0, now = () => Date.now() } = {},
): () => number {
  const startedAt = now() - partOfTick(carried);
  let counted = 0;
  let handle: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const schedule = () => {
    const due = startedAt + (counted + 1) * interval;
    // At most one interval: if the system clock is set back, ticks keep coming.
    handle = globalThis.setTimeout(fire, Math.min(interval, Math.max(0, due - now())));
  };
  const fire = () => {
    if (stopped) return;
    const elapsed = Math.floor((now() - startedAt) / interval);
    const seconds = Math.max(1, elapsed - counted);
    counted += seconds;
    onTick(seconds, startedAt + counted * interval);
    if (!stopped) schedule();
  };
  schedule();
  return () => {
    stopped = true;
    globalThis.clearTimeout(handle);
    return partOfTick(now() - startedAt - counted * interval);
  };
}
