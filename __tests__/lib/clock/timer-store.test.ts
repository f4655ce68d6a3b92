/** @jest-environment node */
import { savedTimerKey } from '@/lib/clock/saved-timer-key';
import { tabKey, type HoldLock } from '@/lib/clock/tab-claim';
import { createTimerStore } from '@/lib/clock/timer-store';

function memoryStorage(items = new Map<string, string>()) {
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    kept: () => JSON.parse(items.get(savedTimerKey) ?? 'null'),
    /** What a duplicated tab starts with: a copy of every item. */
    copy: () => memoryStorage(new Map(items)),
  };
}

/** The browser's locks, shared by every tab: a name is held by one holder at a time. */
function lockManager() {
  const held = new Set<string>();
  const lock: HoldLock = async (name) => {
    if (held.has(name)) return null;
    held.add(name);
    return () => held.delete(name);
  };
  return { lock, held };
}

beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
afterEach(() => jest.useRealTimers());

describe('the timer store', () => {
  it('keeps every change, and a new store resumes it with the time that passed', () => {
    const storage = memoryStorage();
    const first = createTimerStore({ storage: () => storage });
    first.adjust('sessionLength', -1);
    expect(storage.kept().timer.sessionLength).toBe(24);
    first.startStop();
    jest.advanceTimersByTime(3_250);
    expect(first.get().timer.timerValue).toBe(24 * 60 - 3);
    expect(storage.kept()).toMatchObject({ since: 1_003_000, timer: { timerValue: 24 * 60 - 3 } });
    first.pause(); // the page went away

    jest.setSystemTime(1_000_000 + 63_500);
    const second = createTimerStore({ storage: () => storage });
    expect(second.get().timer.timerValue).toBe(1500); // before it has looked
    second.resume();
    expect(second.get().timer).toMatchObject({ timerStarted: true, timerValue: 24 * 60 - 63 });
    jest.advanceTimersByTime(500);
    expect(second.get().timer.timerValue).toBe(24 * 60 - 64);
    second.pause();
  });

  it('keeps the part-second of a stop across a reload', () => {
    const storage = memoryStorage();
    const first = createTimerStore({ storage: () => storage });
    first.startStop();
    jest.advanceTimersByTime(1_700);
    first.startStop();
    expect(storage.kept()).toMatchObject({ carried: 700, timer: { timerStarted: false } });

    const second = createTimerStore({ storage: () => storage });
    second.resume();
    second.startStop();
    jest.advanceTimersByTime(300);
    expect(second.get().timer.timerValue).toBe(1498);
    second.pause();
  });

  it('tells of each phase that begins, also one that began while no page was open', () => {
    const storage = memoryStorage();
    const first = createTimerStore({ storage: () => storage });
    const heard: string[] = [];
    first.onPhaseChange((timer) => heard.push(timer.timerType));
    for (let minute = 25; minute > 1; minute -= 1) first.adjust('sessionLength', -1);
    first.startStop();
    jest.advanceTimersByTime(61_000);
    expect(heard).toEqual(['Break']);
    expect(first.get().announcement).toBe('Break has begun');
    first.pause();

    jest.setSystemTime(Date.now() + 301_000);
    const second = createTimerStore({ storage: () => storage });
    second.onPhaseChange((timer) => heard.push(timer.timerType));
    second.resume();
    expect(heard).toEqual(['Break', 'Session']);
    second.pause();
  });

  it('tells a phase that began on resuming to the first listener that comes later, once', () => {
    const storage = memoryStorage();
    const first = createTimerStore({ storage: () => storage });
    for (let minute = 25; minute > 1; minute -= 1) first.adjust('sessionLength', -1);
    first.startStop();
    first.pause();

    jest.setSystemTime(Date.now() + 61_000);
    const second = createTimerStore({ storage: () => storage });
    second.resume();
    const heard: string[] = [];
    second.onPhaseChange((timer) => heard.push(timer.timerType));
    second.onPhaseChange((timer) => heard.push(`again: ${timer.timerType}`));
    expect(heard).toEqual(['Break']);
    second.pause();
  });

  it('runs in memory where storage throws', () => {
    const store = createTimerStore({
      storage: () => {
        throw new Error('SecurityError');
      },
    });
    store.resume();
    store.startStop();
    jest.advanceTimersByTime(2_000);
    expect(store.get().timer.timerValue).toBe(1498);
    store.reset();
    expect(store.get().timer.timerStarted).toBe(false);
  });

  it('resets to the defaults, stopped, and keeps that', () => {
    const storage = memoryStorage();
    const store = createTimerStore({ storage: () => storage });
    store.adjust('breakLength', 3);
    store.startStop();
    jest.advanceTimersByTime(5_000);
    store.reset();
    jest.advanceTimersByTime(5_000);
    expect(store.get()).toEqual({
      timer: {
        breakLength: 5,
        sessionLength: 25,
        timerValue: 1500,
        timerStarted: false,
        timerType: 'Session',
      },
      announcement: '',
    });
    expect(storage.kept().timer.timerStarted).toBe(false);
  });
});

describe('a copy of the tab (its sessionStorage copied)', () => {
  async function runningTabAndCopy() {
    const { lock, held } = lockManager();
    const storage = memoryStorage();
    const first = createTimerStore({ storage: () => storage, lock });
    first.startStop();
    await Promise.resolve();
    jest.advanceTimersByTime(2_000);
    const copied = storage.copy();
    const copy = createTimerStore({ storage: () => copied, lock });
    copy.resume();
    await jest.advanceTimersByTimeAsync(0);
    return { first, copy, storage, copied, held };
  }

  it('does not run the timer the first tab runs, and keeps a fresh timer of its own', async () => {
    const { first, copy, copied, storage } = await runningTabAndCopy();
    expect(copy.get().timer).toMatchObject({ timerStarted: false, timerValue: 1500 });
    expect(copied.kept().timer.timerStarted).toBe(false);
    expect(copied.getItem(tabKey)).not.toBe(storage.getItem(tabKey));
    await jest.advanceTimersByTimeAsync(3_000);
    expect(first.get().timer.timerValue).toBe(1500 - 5);
    expect(copy.get().timer.timerValue).toBe(1500);
    first.pause();
  });

  it('runs a timer of its own when started, under a name of its own', async () => {
    const { first, copy, held } = await runningTabAndCopy();
    copy.startStop();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(copy.get().timer).toMatchObject({ timerStarted: true, timerValue: 1500 - 1 });
    expect(held.size).toBe(2);
    copy.startStop();
    first.startStop();
    expect(held.size).toBe(0);
  });

  it('is told apart from a reload, which goes on with the timer', async () => {
    const { lock } = lockManager();
    const storage = memoryStorage();
    const first = createTimerStore({ storage: () => storage, lock });
    first.startStop();
    await jest.advanceTimersByTimeAsync(2_000);
    first.pause(); // the page went away, and its lock with it
    const reloaded = createTimerStore({ storage: () => storage, lock });
    reloaded.resume();
    await jest.advanceTimersByTimeAsync(0);
    expect(reloaded.get().timer).toMatchObject({ timerStarted: true, timerValue: 1500 - 2 });
    reloaded.pause();
  });
});
