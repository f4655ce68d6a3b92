/** @jest-environment node */
import { quoteLength } from '@/lib/quotes/length';

it('tells short, medium and long quotes apart, counting characters as people do', () => {
  expect(quoteLength('Talk is cheap. Show me the code.')).toBe('short');
  expect(quoteLength('😀'.repeat(60))).toBe('short');
  expect(quoteLength('x'.repeat(61))).toBe('medium');
  expect(quoteLength('x'.repeat(110))).toBe('medium');
  expect(quoteLength('x'.repeat(111))).toBe('long');
});
