/** @jest-environment node */
import { nextQuoteIndex, randomIndex } from '@/lib/quotes/pick';

describe('randomIndex', () => {
  it('covers the whole range and stays inside it', () => {
    expect(randomIndex(12, () => 0)).toBe(0);
    expect(randomIndex(12, () => 0.5)).toBe(6);
    expect(randomIndex(12, () => 0.9999999)).toBe(11);
    expect(randomIndex(12, () => 1)).toBe(11);
  });

  it('reaches every index with Math.random', () => {
    const seen = new Set(Array.from({ length: 2000 }, () => randomIndex(12)));
    expect([...seen].sort((a, b) => a - b)).toEqual([...Array(12).keys()]);
  });
});

describe('nextQuoteIndex', () => {
  it('never picks the quote already showing, and reaches every other one', () => {
    let current = 0;
    const counts = new Array<number>(12).fill(0);
    for (let click = 0; click < 6_000; click += 1) {
      const next = nextQuoteIndex(current, 12);
      expect(next).not.toBe(current);
      expect(next).toBeGreaterThanOrEqual(0);
      expect(next).toBeLessThan(12);
      counts[next]! += 1;
      current = next;
    }
    // Each of the others about equally often: 500 expected, far from 0 or 1,000.
    for (const count of counts) expect(count).toBeGreaterThan(350);
  });

  it('spreads the random range evenly over the other quotes', () => {
    expect(nextQuoteIndex(3, 12, () => 0)).toBe(4);
    expect(nextQuoteIndex(3, 12, () => 0.9999999)).toBe(2);
    expect(nextQuoteIndex(11, 12, () => 0)).toBe(0);
    expect(nextQuoteIndex(0, 1)).toBe(0);
  });
});
