/** The part of a tick (ms) already run: never negative, never a whole tick. */
export const partOfTick = (ms: number, interval = 1000) => Math.min(Math.max(0, ms), interval - 1);

export interface TickerOptions {
  /** What an earlier stop returned, so stopping and starting never loses time. */
  carried?: number;
  now?: () => number;
  interval?: number;
}

// Ticks aim at the wall clock, so late timeouts do not drift and a throttled tab catches up. Each
// reports at least a second, and setTimeout is looked up each time, for harnesses that speed it up.
export function startTicker(
  onTick: (seconds: number, reachedAt: number) => void,
  { carried = 0, now = () => Date.now(), interval = 1000 }: TickerOptions = {},
): () => number {
  const startedAt = now() - partOfTick(carried, interval);
  let counted = 0;
  let handle: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const schedule = () => {
    const due = startedAt + (counted + 1) * interval;
    // Never wait longer than one interval: if the system clock is set back, ticks keep coming.
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
    // Ticks sped up by a test harness can run ahead of the clock: then nothing is left over.
    return partOfTick(now() - startedAt - counted * interval, interval);
  };
}
