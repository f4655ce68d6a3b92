/** @jest-environment node */
import { startTicker } from '@/lib/ticker';

describe('startTicker', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('ticks one second at a time, once a second', () => {
    const onTick = jest.fn();
    const stop = startTicker(onTick);
    jest.advanceTimersByTime(999);
    expect(onTick).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onTick).toHaveBeenLastCalledWith(1);
    jest.advanceTimersByTime(4000);
    expect(onTick).toHaveBeenCalledTimes(5);
    expect(onTick.mock.calls.every(([seconds]) => seconds === 1)).toBe(true);
    stop();
  });

  it('does not drift when each timeout fires late', () => {
    let clock = 0;
    const seconds: number[] = [];
    const pending: Array<() => void> = [];
    jest.spyOn(globalThis, 'setTimeout').mockImplementation(((callback: () => void) => {
      pending.push(callback);
      return 0;
    }) as typeof setTimeout);
    const stop = startTicker(
      (n) => seconds.push(n),
      () => clock,
    );
    // Each timeout fires 150 ms after it was due: 100 ticks later the count must still match.
    for (let tick = 1; tick <= 100; tick += 1) {
      clock = tick * 1000 + 150;
      pending.shift()!();
    }
    expect(seconds.reduce((a, b) => a + b, 0)).toBe(100);
    stop();
  });

  it('reports every second that passed when timers were held back', () => {
    let clock = 0;
    const onTick = jest.fn();
    const stop = startTicker(onTick, () => clock);
    clock = 10 * 60 * 1000 + 300; // the tab slept ten minutes
    jest.advanceTimersByTime(1000);
    expect(onTick).toHaveBeenCalledWith(600);
    stop();
  });

  it('advances at least a second per callback, so sped-up timers run the timer fast', () => {
    const clock = 0; // wall time stands still while the harness fires timeouts at once
    const onTick = jest.fn();
    const stop = startTicker(onTick, () => clock);
    jest.advanceTimersByTime(5000);
    expect(onTick.mock.calls.map(([n]) => n)).toEqual([1, 1, 1, 1, 1]);
    stop();
  });

  it('looks setTimeout up at every scheduling', () => {
    const onTick = jest.fn();
    const stop = startTicker(onTick);
    const fast = jest.fn(() => 0);
    const original = globalThis.setTimeout;
    globalThis.setTimeout = fast as unknown as typeof setTimeout;
    try {
      jest.advanceTimersByTime(1000); // the first timeout was the real one; the next uses `fast`
      expect(fast).toHaveBeenCalledTimes(1);
    } finally {
      globalThis.setTimeout = original;
      stop();
    }
  });

  it('keeps ticking every second when the system clock is set back', () => {
    let clock = 50_000;
    const onTick = jest.fn();
    const stop = startTicker(onTick, () => clock);
    clock = 0;
    jest.advanceTimersByTime(3000);
    expect(onTick).toHaveBeenCalledTimes(3);
    stop();
  });

  it('stops', () => {
    const onTick = jest.fn();
    const stop = startTicker(onTick);
    jest.advanceTimersByTime(2000);
    stop();
    jest.advanceTimersByTime(10_000);
    expect(onTick).toHaveBeenCalledTimes(2);
  });
});
