import { act, renderHook } from '@testing-library/react';
import { useTimerTitle } from '@/components/clock/use-timer-title';
import { initialTimer, type TimerState } from '@/lib/clock/timer-machine';

const running: TimerState = {
  ...initialTimer,
  sessionLength: 1,
  timerValue: 60,
  timerStarted: true,
};
const titles = () => [...document.head.querySelectorAll('title')].map((title) => title.text);

/** The router swaps one page's <title> for the next, in steps the tab's observer sees apart. */
async function navigate(nextTitle: string | null) {
  await act(async () => document.head.querySelector('title')?.remove());
  if (nextTitle === null) return;
  const title = document.createElement('title');
  title.text = nextTitle;
  // As React puts it: before any title already there.
  await act(async () => document.head.insertBefore(title, document.head.querySelector('title')));
}

beforeEach(() => {
  document.head.innerHTML = '<title>25 + 5 Clock</title>';
});

test('a running timer follows the visitor to the next page’s title', async () => {
  renderHook(() => useTimerTitle(running));
  expect(document.title).toBe('01:00 · Session');
  await navigate('Projects');
  expect(document.title).toBe('01:00 · Session');
});

test('leaves no title of its own between two pages’ titles, to show a stale time later', async () => {
  const { rerender } = renderHook((timer: TimerState) => useTimerTitle(timer), {
    initialProps: running,
  });
  await navigate('Projects');
  expect(titles()).toEqual(['01:00 · Session']);

  // Reset, then on to a page whose title is still on its way.
  rerender(initialTimer);
  expect(document.title).toBe('Projects');
  await navigate(null);
  expect(document.title).toBe('');
});
