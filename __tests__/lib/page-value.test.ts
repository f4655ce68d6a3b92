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
});
