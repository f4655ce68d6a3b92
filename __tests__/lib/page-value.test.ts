/** @jest-environment node */
import { createPageValue } from '@/lib/page-value';

describe('createPageValue', () => {
  it('works its value out once, on first read', () => {
    const firstValue = jest.fn(() => 42);
    const store = createPageValue(firstValue);
    expect(firstValue).not.toHaveBeenCalled();
    expect(store.get()).toBe(42);
    expect(store.get()).toBe(42);
    expect(firstValue).toHaveBeenCalledTimes(1);
  });

  it('tells subscribers about a new value', () => {
    const store = createPageValue(() => 'a');
    const listener = jest.fn();
    store.subscribe(listener);
    store.set('b');
    expect(store.get()).toBe('b');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('forgets the value when the last subscriber leaves', () => {
    let next = 1;
    const store = createPageValue(() => next++);
    const leaveA = store.subscribe(() => {});
    const leaveB = store.subscribe(() => {});
    expect(store.get()).toBe(1);
    leaveA();
    expect(store.get()).toBe(1);
    leaveB();
    expect(store.get()).toBe(2);
  });

  it('keeps a value it is told to keep when the last subscriber leaves', () => {
    let next = 1;
    const store = createPageValue(() => next++, { keep: true });
    const leave = store.subscribe(() => {});
    store.set(7);
    leave();
    expect(store.get()).toBe(7);
  });

  it('follows changes made elsewhere while anyone subscribes, and only once for all of them', () => {
    const stop = jest.fn();
    const follow = jest.fn(() => stop);
    const store = createPageValue(() => 0, { follow });
    const leaveA = store.subscribe(() => {});
    const leaveB = store.subscribe(() => {});
    expect(follow).toHaveBeenCalledTimes(1);
    leaveA();
    expect(stop).not.toHaveBeenCalled();
    leaveB();
    expect(stop).toHaveBeenCalledTimes(1);
    store.subscribe(() => {});
    expect(follow).toHaveBeenCalledTimes(2);
  });
});
