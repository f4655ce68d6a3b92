export interface TickerOptions {
  /** Milliseconds of the part of a second already run (what an earlier stop returned). */
  carried?: number;
  /** The wall clock; tests pass their own. */
  now?: () => number;
  interval?: number;
}

/**
 * Calls onTick with the number of whole seconds that have passed, and the wall-clock time those
 * seconds reach (start + seconds counted so far), about once a second, until the returned stop
 * function is called. Stop returns the part of a second that had run since the last
 * tick; passing it back as the `carried` option on the next start keeps it, so stopping and
 * starting never loses time (run 0.9 s sixty times and 54 seconds have passed).
 *
 * Each tick is aimed at the wall clock (start + n seconds), so timeouts that fire a little late do
 * not add up to drift, and when the browser holds timers back (a background tab, a sleeping laptop)
 * the next tick reports every second that really passed. Each tick also reports at least one
 * second, so a page whose timers are sped up (test harnesses shorten setTimeout) runs fast.
 * setTimeout is looked up at every scheduling, for the same reason.
 */
export function startTicker(
  onTick: (seconds: number, reachedAt: number) => void,
  { carried = 0, now = () => Date.now(), interval = 1000 }: TickerOptions = {},
): () => number {
  const startedAt = now() - Math.min(Math.max(0, carried), interval - 1);
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
    return Math.max(0, Math.min(interval - 1, now() - startedAt - counted * interval));
  };
}
