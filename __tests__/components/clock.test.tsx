import { act, render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Clock } from '@/components/clock/clock';

let play: jest.SpyInstance;
let pause: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  // jsdom has no media playback: record what the timer asks of the audio element.
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  document.title = '25 + 5 Clock';
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function setup() {
  const user = userEvent.setup({
    advanceTimers: jest.advanceTimersByTime,
    // jsdom loads no stylesheets, so checking `pointer-events` up the tree on every click finds
    // nothing and was most of this file's time: dozens of clicks then ran past 5 s on a busy machine.
    pointerEventsCheck: PointerEventsCheckLevel.Never,
  });
  render(<Clock />);
  const button = (name: string | RegExp) => screen.getByRole('button', { name });
  return {
    user,
    button,
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
  const { user, button, timeLeft, phase, wait, clickTimes } = setup();
  await clickTimes('Decrease session length', 24);
  await clickTimes('Decrease break length', 3);
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
  const { user, button, timeLeft, phase, wait, clickTimes } = setup();
  await clickTimes('Decrease session length', 24);
  await clickTimes('Increase break length', 2);
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
    const Fake = Object.assign(
      function Notification(title: string) {
        shown.push(title);
      },
      { permission, requestPermission: jest.fn().mockResolvedValue(answer) },
    );
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
    const { user, button, wait, clickTimes } = setup();
    const notify = button('Notify me when a phase ends');
    expect(notify).toHaveAttribute('aria-pressed', 'false');
    await user.click(notify);
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(notify).toHaveAttribute('aria-pressed', 'true');

    await clickTimes('Decrease session length', 24);
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

  it('can be switched off again', async () => {
    fakeNotifications('granted');
    const first = setup();
    const notify = first.button('Notify me when a phase ends');
    expect(notify).toHaveAttribute('aria-pressed', 'true');
    await first.user.click(notify);
    expect(notify).toHaveAttribute('aria-pressed', 'false');
  });

  it('says so when the browser blocks notifications', () => {
    fakeNotifications('denied');
    setup();
    expect(screen.getByText(/Notifications are blocked for this site/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Notify me/ })).not.toBeInTheDocument();
  });
});
