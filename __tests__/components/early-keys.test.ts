import { takeEarlyKeys } from '@/lib/calculator/early-keys';
import { earlyKeysScript } from '@/lib/calculator/early-keys-script';

const typeKey = (key: string, target: EventTarget = document.body) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event.defaultPrevented;
};

it('keeps the calculator’s keys typed before the page is live, and leaves every other key alone', () => {
  // The inline script, run as the page runs it.
  new Function(earlyKeysScript)();
  expect(typeKey('1')).toBe(true);
  expect(typeKey('/')).toBe(true);
  expect(typeKey('Enter')).toBe(true);
  expect(typeKey('Tab')).toBe(false);
  expect(typeKey(' ')).toBe(false);
  expect(typeKey('F5')).toBe(false);
  const field = document.body.appendChild(document.createElement('input'));
  expect(typeKey('2', field)).toBe(false);
  expect(takeEarlyKeys()).toEqual(['1', '/', '=']);
  // Keeping stops once taken.
  expect(typeKey('3')).toBe(false);
  expect(takeEarlyKeys()).toEqual([]);
});
