/**
 * Calls onTick with the number of whole seconds that have passed, about once a second, until the
 * returned stop function is called.
 *
 * Each tick is aimed at the wall clock (start + n seconds), so timeouts that fire a little late do
 * not add up to drift, and when the browser holds timers back (a background tab, a sleeping laptop)
 * the next tick reports every second that really passed. Each tick also reports at least one
 * second, so a page whose timers are sped up (test harnesses shorten setTimeout) runs fast.
 * setTimeout is looked up at every scheduling, for the same reason.
 */
export function startTicker(
  onTick: (seconds: number) => void,
  now: () => number = () => Date.now(),
  interval = 1000,
): () => void {
  const startedAt = now();
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
    onTick(seconds);
    if (!stopped) schedule();
  };

  schedule();
  return () => {
    stopped = true;
    globalThis.clearTimeout(handle);
  };
}
