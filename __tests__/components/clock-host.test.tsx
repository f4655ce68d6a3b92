import type * as Library from '@testing-library/react/pure';
import { savedTimerKey } from '@/lib/clock/saved-timer-key';
import { initialTimer } from '@/lib/clock/timer-machine';

const beep = () => document.getElementById('beep');

/**
 * A fresh page load: the host keeps its keeper for the visit, in its module. React and the
 * library come from the same fresh modules, or the hooks would find another React.
 */
let cleanup = () => {};
async function loadPage() {
  jest.resetModules();
  const library: typeof Library = await import('@testing-library/react/pure');
  cleanup = library.cleanup;
  const { ClockHost } = await import('@/components/clock/clock-host');
  const { Clock } = await import('@/components/clock/clock');
  return { ...library, ClockHost, Clock };
}

beforeEach(() => {
  sessionStorage.clear();
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

test('the timer’s page hands its keeper to the layout, which keeps it after the page goes', async () => {
  const { render, waitFor, ClockHost, Clock } = await loadPage();
  const site = render(
    <>
      <Clock />
      <ClockHost />
    </>,
  );
  await waitFor(() => expect(beep()).toBeInTheDocument());
  site.rerender(<ClockHost />);
  expect(beep()).toBeInTheDocument();
});

test('loads the timer on another page while this tab’s timer runs', async () => {
  const { render, waitFor, ClockHost } = await loadPage();
  const running = { timer: { ...initialTimer, timerStarted: true }, since: Date.now(), carried: 0 };
  sessionStorage.setItem(savedTimerKey, JSON.stringify(running));
  document.title = 'Projects'; // every page has its <title>, which the timer writes into
  render(<ClockHost />);
  await waitFor(() => expect(beep()).toBeInTheDocument());
  // The kept timer goes on counting in the tab's title.
  await waitFor(() => expect(document.title).toMatch(/^2[45]:\d\d · Session$/));
});

test.each([
  ['no timer kept', null],
  ['a stopped timer', JSON.stringify({ timer: initialTimer, since: 0, carried: 0 })],
  ['a broken entry', '{"timer": '],
])('loads nothing on another page with %s', async (_, kept) => {
  const { render, ClockHost } = await loadPage();
  if (kept !== null) sessionStorage.setItem(savedTimerKey, kept);
  document.title = 'Projects';
  render(<ClockHost />);
  // Long enough for a dynamic import that was started to have rendered.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(beep()).toBeNull();
  expect(document.title).toBe('Projects');
});
