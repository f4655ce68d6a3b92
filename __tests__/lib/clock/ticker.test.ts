/** @jest-environment node */
import { startTicker } from '@/lib/clock/ticker';

describe('startTicker', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('ticks one second at a time, once a second', () => {
    const onTick = jest.fn();
    const stop = startTicker(onTick);
    jest.advanceTimersByTime(999);
    expect(onTick).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onTick).toHaveBeenLastCalledWith(1, 1000);
    jest.advanceTimersByTime(4000);
    expect(onTick).toHaveBeenCalledTimes(5);
    expect(onTick.mock.calls.every(([seconds]) => seconds === 1)).toBe(true);
    stop();
  });

  it('says which wall-clock moment the counted seconds reach', () => {
    const onTick = jest.fn();
    const stop = startTicker(onTick, { carried: 300 });
    jest.advanceTimersByTime(700);
    expect(onTick).toHaveBeenLastCalledWith(1, 1000 - 300);
    jest.advanceTimersByTime(1000);
    expect(onTick).toHaveBeenLastCalledWith(1, 2000 - 300);
    stop();
  });

  it('keeps the part of a second that ran before a stop', () => {
    let seconds = 0;
    let carried = 0;
    // Sixty rounds of running 0.9 s and stopping for 0.1 s: 54 seconds have run.
    for (let round = 0; round < 60; round += 1) {
      const stop = startTicker((n) => (seconds += n), { carried });
      jest.advanceTimersByTime(900);
      carried = stop();
      jest.advanceTimersByTime(100);
    }
    expect(seconds).toBe(54);
    expect(carried).toBe(0);
    // Twenty runs of 1.5 s are the same 30 s as one run of 30 s.
    seconds = 0;
    for (let round = 0; round < 20; round += 1) {
      const stop = startTicker((n) => (seconds += n), { carried });
      jest.advanceTimersByTime(1500);
      carried = stop();
    }
    expect(seconds).toBe(30);
  });

  it('leaves nothing over when ticks ran ahead of the clock', () => {
    const stop = startTicker(jest.fn(), { now: () => 0 });
    jest.advanceTimersByTime(5000);
    expect(stop()).toBe(0);
  });

  it('does not drift when every timeout fires late', () => {
    // Each timeout fires 150 ms after the delay it asked for, as busy browsers do. A ticker that
    // simply waits 1000 ms per tick would fall 15 s behind in 100 ticks; this one must not.
    let clock = 0;
    let counted = 0;
    let pending: { callback: () => void; delay: number } | null = null;
    jest.spyOn(globalThis, 'setTimeout').mockImplementation(((
      callback: () => void,
      delay: number,
    ) => {
      pending = { callback, delay };
      return 0;
    }) as typeof setTimeout);
    const stop = startTicker((n) => (counted += n), { now: () => clock });
    for (let tick = 0; tick < 100; tick += 1) {
      const { callback, delay } = pending!;
      clock += delay + 150;
      callback();
    }
    expect(counted).toBe(Math.floor(clock / 1000));
    expect(clock).toBeGreaterThan(100_000);
    stop();
  });

  it('reports every second that passed when timers were held back', () => {
    let clock = 0;
    const onTick = jest.fn();
    const stop = startTicker(onTick, { now: () => clock });
    clock = 10 * 60 * 1000 + 300; // the tab slept ten minutes
    jest.advanceTimersByTime(1000);
    expect(onTick).toHaveBeenCalledWith(600, 600_000);
    stop();
  });

  it('advances at least a second per callback, so sped-up timers run the timer fast', () => {
    const clock = 0; // wall time stands still while the harness fires timeouts at once
    const onTick = jest.fn();
    const stop = startTicker(onTick, { now: () => clock });
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
    const stop = startTicker(onTick, { now: () => clock });
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
