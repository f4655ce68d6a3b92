import { act, render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { Clock } from '@/components/clock/clock';
import { ClockKeeper } from '@/components/clock/clock-keeper';
import { dropTimerStore } from '@/components/clock/tab-timer';
import { savedTimerKey } from '@/lib/clock/saved-timer-key';
import { initialTimer, type TimerState } from '@/lib/clock/timer-machine';

let play: jest.SpyInstance;
let pause: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
  // jsdom has no media playback: record what the timer asks of the audio element.
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  document.title = '25 + 5 Clock';
});

afterEach(() => {
  // The timer is one for the page load: the next test's site starts as a reload does.
  dropTimerStore();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** The site as the layout builds it: the clock page, or another page, beside the keeper. */
function Site() {
  const [page, setPage] = useState<'clock' | 'home'>('clock');
  return (
    <>
      <nav>
        <button type="button" onClick={() => setPage('home')}>
          Home page
        </button>
        <button type="button" onClick={() => setPage('clock')}>
          Clock page
        </button>
      </nav>
      {page === 'clock' ? <Clock /> : <p>Projects</p>}
      <ClockKeeper />
    </>
  );
}

/** A timer this tab kept before the page (re)loaded: a cheap way to start from short lengths. */
function keep(timer: Partial<TimerState>, since = Date.now(), carried = 0) {
  const saved = { timer: { ...initialTimer, ...timer }, since, carried };
  sessionStorage.setItem(savedTimerKey, JSON.stringify(saved));
}

function setup({ strict = false } = {}) {
  const user = userEvent.setup({
    advanceTimers: jest.advanceTimersByTime,
    // jsdom loads no stylesheets, so checking `pointer-events` up the tree on every click finds
    // nothing and was most of this file's time: dozens of clicks then ran past 5 s on a busy machine.
    pointerEventsCheck: PointerEventsCheckLevel.Never,
  });
  const site = render(strict ? <StrictMode>{<Site />}</StrictMode> : <Site />);
  const button = (name: string | RegExp) => screen.getByRole('button', { name });
  return {
    user,
    button,
    site,
    timeLeft: () => document.getElementById('time-left')!.textContent,
    phase: () => document.getElementById('timer-label')!.textContent,
    wait: (ms: number) => act(() => jest.advanceTimersByTime(ms)),
    clickTimes: async (name: string, times: number) => {
      // Found once: a role query computes every button's accessible name.
      const target = button(name);
      for (let i = 0; i < times; i += 1) await user.click(target);
    },
  };
}

it('counts and titles the tab in strict mode, where React mounts the keeper twice (npm run dev)', async () => {
  const { user, button, timeLeft, wait } = setup({ strict: true });
  await user.click(button('Start'));
  await wait(2000);
  expect(timeLeft()).toBe('24:58');
  expect(document.title).toBe('24:58 · Session');
});

it('keeps a kept timer counting in strict mode, where React mounts the keeper twice', async () => {
  keep({ timerStarted: true, timerValue: 1500 });
  const { timeLeft, wait } = setup({ strict: true });
  await wait(2000);
  expect(timeLeft()).toBe('24:58');
});

it('starts at Session 25:00 with a 5 minute break', () => {
  const { timeLeft, phase } = setup();
  expect(timeLeft()).toBe('25:00');
  expect(phase()).toBe('Session');
  expect(document.getElementById('break-length')).toHaveTextContent(/^5$/);
  expect(document.getElementById('session-length')).toHaveTextContent(/^25$/);
  expect(screen.getByRole('group', { name: 'Break Length' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Session Length' })).toBeInTheDocument();
  expect(screen.getByRole('timer')).toHaveAccessibleName('Session');
});

it('changes the lengths with their buttons, the session length also on the display', async () => {
  const { user, button, timeLeft } = setup();
  await user.click(button('Increase session length'));
  expect(document.getElementById('session-length')).toHaveTextContent('26');
  expect(timeLeft()).toBe('26:00');
  await user.click(button('Decrease break length'));
  expect(document.getElementById('break-length')).toHaveTextContent('4');
  expect(timeLeft()).toBe('26:00');
});

it('marks a button that reached its limit without taking its focus', async () => {
  const { user, button, clickTimes } = setup();
  await clickTimes('Decrease break length', 4);
  const decrease = button('Decrease break length');
  expect(decrease).toHaveAttribute('aria-disabled', 'true');
  expect(decrease).toHaveFocus();
  await user.click(decrease);
  expect(document.getElementById('break-length')).toHaveTextContent('1');
});

it('counts down while running, stops, and shows the time in the tab title', async () => {
  const { user, button, timeLeft, wait } = setup();
  await user.click(button('Start'));
  await wait(3000);
  expect(timeLeft()).toBe('24:57');
  expect(document.title).toBe('24:57 · Session');

  await user.click(button('Stop'));
  await wait(5000);
  expect(timeLeft()).toBe('24:57');
  expect(document.title).toBe('25 + 5 Clock');
  expect(button('Start')).toBeInTheDocument();
});

it('ignores the length buttons while running', async () => {
  const { user, button, timeLeft } = setup();
  await user.click(button('Start'));
  await user.click(button('Increase session length'));
  await user.click(button('Increase break length'));
  expect(document.getElementById('session-length')).toHaveTextContent('25');
  expect(document.getElementById('break-length')).toHaveTextContent('5');
  expect(button('Increase session length')).toHaveAttribute('aria-disabled', 'true');
  expect(timeLeft()).toBe('25:00');
});

it('keeps focus on Start/Stop when toggled from the keyboard', async () => {
  const { user, button } = setup();
  button('Start').focus();
  await user.keyboard('{Enter}');
  expect(button('Stop')).toHaveFocus();
});

it('switches to the break with a beep and an announcement, then back to the session', async () => {
  // Short lengths kept from before, rather than 27 clicks: clicks were what ran this test past 5 s.
  keep({ sessionLength: 1, breakLength: 2, timerValue: 60 });
  const { user, button, timeLeft, phase, wait } = setup();
  expect(timeLeft()).toBe('01:00');
  await user.click(button('Start'));
  const unlockPlays = play.mock.calls.length; // the silent play that unlocks audio on phones
  expect(unlockPlays).toBe(1);

  await wait(60_000);
  expect(timeLeft()).toBe('00:00');
  expect(play).toHaveBeenCalledTimes(unlockPlays);

  await wait(1000);
  expect(phase()).toBe('Break');
  expect(timeLeft()).toBe('02:00');
  expect(play).toHaveBeenCalledTimes(unlockPlays + 1);
  expect(screen.getByRole('status')).toHaveTextContent('Break has begun');
  expect(document.title).toBe('02:00 · Break');

  await wait(121_000);
  expect(phase()).toBe('Session');
  expect(timeLeft()).toBe('01:00');
  expect(play).toHaveBeenCalledTimes(unlockPlays + 2);
  expect(screen.getByRole('status')).toHaveTextContent('Session has begun');
});

it('reset stops everything, restores the defaults and silences the beep at once', async () => {
  keep({ sessionLength: 1, breakLength: 7, timerValue: 60 });
  const { user, button, timeLeft, phase, wait } = setup();
  await user.click(button('Start'));
  await wait(61_000);
  expect(phase()).toBe('Break');
  const beep = document.getElementById('beep') as HTMLAudioElement;
  beep.currentTime = 0.7;
  pause.mockClear();

  await user.click(button('Reset'));
  expect(pause).toHaveBeenCalledTimes(1);
  expect(beep.currentTime).toBe(0);
  expect(timeLeft()).toBe('25:00');
  expect(phase()).toBe('Session');
  expect(document.getElementById('break-length')).toHaveTextContent('5');
  expect(document.getElementById('session-length')).toHaveTextContent('25');
  expect(button('Start')).toBeInTheDocument();
  expect(document.title).toBe('25 + 5 Clock');

  await wait(5000);
  expect(timeLeft()).toBe('25:00');
});

it('has the element ids of the freeCodeCamp user stories', () => {
  setup();
  const ids = [
    'break-label session-label break-decrement session-decrement break-increment',
    'session-increment break-length session-length timer-label time-left start_stop reset beep',
  ]
    .join(' ')
    .split(' ');
  for (const id of ids) expect(document.getElementById(id)).not.toBeNull();
  expect(document.getElementById('beep')?.tagName).toBe('AUDIO');
});

describe('part-seconds and notifications', () => {
  it('keeps the part of a second run before Stop', async () => {
    const { user, button, timeLeft, wait } = setup();
    for (let round = 0; round < 4; round += 1) {
      await user.click(button('Start'));
      await wait(1500);
      await user.click(button('Stop'));
    }
    // Four runs of 1.5 s are six seconds, not four.
    expect(timeLeft()).toBe('24:54');
  });

  function fakeNotifications(permission: NotificationPermission, answer = permission) {
    const shown: string[] = [];
    let current = permission;
    const Fake = Object.assign(
      function Notification(title: string) {
        shown.push(title);
      },
      { requestPermission: jest.fn(async () => (current = answer)) },
    );
    // A getter, as the browser's: the answer shows in Notification.permission from then on.
    Object.defineProperty(Fake, 'permission', { get: () => current });
    Object.defineProperty(window, 'Notification', { value: Fake, configurable: true });
    return { shown, requestPermission: Fake.requestPermission };
  }

  let hidden = false;
  beforeEach(() => {
    hidden = false;
    jest
      .spyOn(document, 'visibilityState', 'get')
      .mockImplementation(() => (hidden ? 'hidden' : 'visible'));
  });
  afterEach(() => {
    delete (window as { Notification?: unknown }).Notification;
  });

  it('asks once, then notifies when a phase ends while the page is hidden', async () => {
    const { shown, requestPermission } = fakeNotifications('default', 'granted');
    keep({ sessionLength: 1, timerValue: 60 });
    const { user, button, wait } = setup();
    const notify = button('Notify me when a phase ends');
    expect(notify).toHaveAttribute('aria-pressed', 'false');
    await user.click(notify);
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(notify).toHaveAttribute('aria-pressed', 'true');

    await user.click(button('Start'));
    await wait(61_000);
    // Visible: the beep and the announcement are enough.
    expect(shown).toEqual([]);
    hidden = true;
    // The break runs to 00:00, and the next second begins the session.
    await wait(301_000);
    expect(shown).toEqual(['Session has begun: 1 minute']);
    await wait(61_000);
    expect(shown).toEqual(['Session has begun: 1 minute', 'Break has begun: 5 minutes']);
  });

  it('notifies from another page of the site, and remembers "off" there', async () => {
    const { shown } = fakeNotifications('granted');
    keep({ sessionLength: 1, timerValue: 3 });
    const { user, button, wait } = setup();
    await user.click(button('Start'));
    await user.click(button('Home page'));
    hidden = true;
    await wait(4000);
    expect(shown).toEqual(['Break has begun: 5 minutes']);

    await user.click(button('Clock page'));
    await user.click(button('Notify me when a phase ends'));
    await user.click(button('Home page'));
    await wait(301_000);
    expect(shown).toEqual(['Break has begun: 5 minutes']);
  });

  it('can be switched off again', async () => {
    fakeNotifications('granted');
    const first = setup();
    const notify = first.button('Notify me when a phase ends');
    expect(notify).toHaveAttribute('aria-pressed', 'true');
    await first.user.click(notify);
    expect(notify).toHaveAttribute('aria-pressed', 'false');
  });

  it('moves focus to the message when the visitor blocks notifications from the button', async () => {
    fakeNotifications('default', 'denied');
    const { user, button } = setup();
    button('Notify me when a phase ends').focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText(/Notifications are blocked for this site/)).toHaveFocus();
  });

  it('says so when the browser blocks notifications', () => {
    fakeNotifications('denied');
    setup();
    expect(screen.getByText(/Notifications are blocked for this site/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Notify me/ })).not.toBeInTheDocument();
  });
});

describe('a timer that lives across the site', () => {
  it('keeps counting on other pages, with the time in their title, and is there on return', async () => {
    const { user, button, timeLeft, wait } = setup();
    await user.click(button('Start'));
    await wait(2000);
    await user.click(button('Home page'));
    expect(document.getElementById('time-left')).toBeNull();
    document.title = 'Projects · Portfolio'; // what the router does on arrival
    await act(async () => {}); // the title is watched, and put back before the next paint
    expect(document.title).toBe('24:58 · Session');
    await wait(3000);
    expect(document.title).toBe('24:55 · Session');

    await user.click(button('Clock page'));
    expect(timeLeft()).toBe('24:55');
    expect(button('Stop')).toBeInTheDocument();
    await wait(1000);
    expect(timeLeft()).toBe('24:54');
    await user.click(button('Stop'));
    expect(document.title).toBe('Projects · Portfolio');
  });

  it('beeps and announces a phase that ends while the visitor is on another page', async () => {
    keep({ sessionLength: 1, timerValue: 2 });
    const { user, button, phase, wait } = setup();
    await user.click(button('Start'));
    const before = play.mock.calls.length;
    await user.click(button('Home page'));
    await wait(3000);
    expect(play).toHaveBeenCalledTimes(before + 1);
    expect(document.title).toBe('05:00 · Break');
    await user.click(button('Clock page'));
    expect(phase()).toBe('Break');
  });

  it('resumes after a reload, counting the time the page was away', async () => {
    const first = setup();
    await first.user.click(first.button('Start'));
    await first.wait(10_500);
    first.site.unmount();
    dropTimerStore(); // a reload: the next page load has a timer of its own

    jest.setSystemTime(Date.now() + 20_000); // the reload took 20 s
    const second = setup();
    expect(second.timeLeft()).toBe('24:30');
    expect(second.button('Stop')).toBeInTheDocument();
    await second.wait(500); // the second that was half run when the page went away
    expect(second.timeLeft()).toBe('24:29');
  });

  it('resumes a stopped timer as it was left, part-second included', async () => {
    const first = setup();
    await first.user.click(first.button('Start'));
    await first.wait(1500);
    await first.user.click(first.button('Stop'));
    first.site.unmount();
    dropTimerStore(); // a reload: the next page load has a timer of its own

    const second = setup();
    expect(second.timeLeft()).toBe('24:59');
    await second.user.click(second.button('Start'));
    await second.wait(500);
    expect(second.timeLeft()).toBe('24:58');
  });

  it('beeps on reload for a phase that ended while the page was loading', async () => {
    keep({ sessionLength: 1, timerValue: 1, timerStarted: true }, Date.now() - 2500);
    const { phase, timeLeft } = setup();
    expect(phase()).toBe('Break');
    expect(timeLeft()).toBe('05:00');
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Break has begun');
  });

  it('starts afresh from a kept timer it cannot read', () => {
    sessionStorage.setItem(savedTimerKey, '{"timer":{"timerValue":-5}}');
    const { timeLeft } = setup();
    expect(timeLeft()).toBe('25:00');
  });

  it('still runs across pages where the browser blocks storage', async () => {
    jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const { user, button, timeLeft, wait } = setup();
    await user.click(button('Start'));
    await user.click(button('Home page'));
    await wait(2000);
    await user.click(button('Clock page'));
    expect(timeLeft()).toBe('24:58');
  });
});

describe('keyboard shortcuts', () => {
  it('are shown in one line and on the buttons for screen readers', () => {
    const { button } = setup();
    expect(screen.getByText(/to start or stop/)).toHaveTextContent(
      'Keyboard: Space to start or stop, R to reset',
    );
    expect(button('Start')).toHaveAttribute('aria-keyshortcuts', 'Space');
    expect(button('Reset')).toHaveAttribute('aria-keyshortcuts', 'R');
  });

  it('Space starts and stops, R resets, each said to screen readers', async () => {
    const { user, timeLeft, wait } = setup();
    await user.keyboard(' ');
    expect(screen.getByRole('status')).toHaveTextContent('Timer started');
    await wait(2000);
    expect(timeLeft()).toBe('24:58');
    await user.keyboard(' ');
    expect(screen.getByRole('status')).toHaveTextContent('Timer stopped');
    await wait(2000);
    expect(timeLeft()).toBe('24:58');
    await user.keyboard('r');
    expect(timeLeft()).toBe('25:00');
    expect(screen.getByRole('status')).toHaveTextContent('Timer reset');
  });

  it('leave Space to a focused control, and R to a field being typed in', async () => {
    const { user, button, timeLeft, wait, site } = setup();
    button('Increase session length').focus();
    await user.keyboard(' ');
    expect(document.getElementById('session-length')).toHaveTextContent('26');
    expect(button('Start')).toBeInTheDocument();

    button('Start').focus();
    await user.keyboard(' '); // the button's own Space: one toggle, not two
    expect(button('Stop')).toBeInTheDocument();
    await wait(1000);
    await user.keyboard('r'); // R on a button still resets
    expect(timeLeft()).toBe('25:00');

    const field = document.createElement('input');
    site.container.append(field);
    field.focus();
    await user.keyboard('R ');
    expect(field).toHaveValue('R ');
    expect(button('Start')).toBeInTheDocument();

    await user.click(button('Start'));
    await wait(1000);
    document.body.focus();
    await user.keyboard('{Control>}r{/Control}'); // the browser's reload, not ours
    expect(timeLeft()).toBe('24:59');
  });
});
