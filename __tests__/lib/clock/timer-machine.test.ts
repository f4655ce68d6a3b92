/** @jest-environment node */
import {
  adjustLength,
  advance,
  canAdjust,
  formatClock,
  initialTimer,
  maxLength,
  minLength,
  reset,
  toggle,
  type TimerState,
} from '@/lib/clock/timer-machine';

const running = (state: Partial<TimerState> = {}): TimerState => ({
  ...initialTimer,
  timerStarted: true,
  ...state,
});

describe('initial state', () => {
  it('is stopped, in Session, 25 minutes (1500 s) with a 5 minute break', () => {
    expect(initialTimer).toEqual({
      breakLength: 5,
      sessionLength: 25,
      timerValue: 1500,
      timerStarted: false,
      timerType: 'Session',
    });
  });
});

describe('adjustLength', () => {
  it('moves the break length by a minute and leaves the display alone', () => {
    const longer = adjustLength(initialTimer, 'breakLength', 1);
    expect(longer.breakLength).toBe(6);
    expect(longer.timerValue).toBe(1500);
    expect(adjustLength(initialTimer, 'breakLength', -1).breakLength).toBe(4);
  });

  it('moves the session length and puts the new length on the display', () => {
    expect(adjustLength(initialTimer, 'sessionLength', 1)).toMatchObject({
      sessionLength: 26,
      timerValue: 26 * 60,
    });
    expect(adjustLength(initialTimer, 'sessionLength', -1)).toMatchObject({
      sessionLength: 24,
      timerValue: 24 * 60,
    });
  });

  it('starts a fresh session when the session length changes during a paused break', () => {
    const pausedBreak = { ...initialTimer, timerType: 'Break' as const, timerValue: 42 };
    expect(adjustLength(pausedBreak, 'sessionLength', 1)).toMatchObject({
      timerType: 'Session',
      timerValue: 26 * 60,
    });
    expect(adjustLength(pausedBreak, 'breakLength', 1)).toMatchObject({
      timerType: 'Break',
      timerValue: 42,
    });
  });

  it.each(['breakLength', 'sessionLength'] as const)('keeps %s within 1 to 60 minutes', (field) => {
    let state = initialTimer;
    for (let i = 0; i < 100; i += 1) state = adjustLength(state, field, -1);
    expect(state[field]).toBe(minLength);
    expect(canAdjust(state, field, -1)).toBe(false);
    for (let i = 0; i < 100; i += 1) state = adjustLength(state, field, 1);
    expect(state[field]).toBe(maxLength);
    expect(canAdjust(state, field, 1)).toBe(false);
    expect(canAdjust(state, field, -1)).toBe(true);
  });

  it('shows 60:00 for a 60 minute session', () => {
    let state = initialTimer;
    for (let i = 0; i < 35; i += 1) state = adjustLength(state, 'sessionLength', 1);
    expect(formatClock(state.timerValue)).toBe('60:00');
  });

  it('changes nothing while running', () => {
    const state = running();
    expect(adjustLength(state, 'breakLength', 1)).toBe(state);
    expect(adjustLength(state, 'sessionLength', -1)).toBe(state);
    expect(canAdjust(state, 'breakLength', 1)).toBe(false);
  });
});

describe('toggle and reset', () => {
  it('toggles running without touching the time', () => {
    const started = toggle(initialTimer);
    expect(started).toEqual({ ...initialTimer, timerStarted: true });
    expect(toggle(started)).toEqual(initialTimer);
  });

  it('reset restores break 5, session 25, 1500 s, Session, stopped, from anywhere', () => {
    const messy: TimerState = {
      breakLength: 12,
      sessionLength: 3,
      timerValue: 17,
      timerStarted: true,
      timerType: 'Break',
    };
    expect(reset()).toEqual(initialTimer);
    expect(messy).not.toEqual(reset());
  });
});

describe('advance', () => {
  it('does nothing while stopped', () => {
    expect(advance(initialTimer, 10)).toEqual({ state: initialTimer, phaseChanges: 0 });
  });

  it('counts down one second per second', () => {
    expect(advance(running(), 1).state.timerValue).toBe(1499);
    expect(advance(running(), 61).state.timerValue).toBe(1439);
  });

  it('stays at 00:00 for one tick, then switches Session to Break with the break length', () => {
    const atZero = advance(running({ timerValue: 1 }), 1);
    expect(atZero.state).toMatchObject({ timerValue: 0, timerType: 'Session' });
    expect(atZero.phaseChanges).toBe(0);

    const switched = advance(atZero.state, 1);
    expect(switched.state).toMatchObject({ timerValue: 5 * 60, timerType: 'Break' });
    expect(switched.phaseChanges).toBe(1);
  });

  it('switches Break to Session with the session length', () => {
    const switched = advance(running({ timerType: 'Break', timerValue: 0, sessionLength: 7 }), 1);
    expect(switched.state).toMatchObject({ timerValue: 7 * 60, timerType: 'Session' });
    expect(switched.phaseChanges).toBe(1);
  });

  it('catches up over a long delay, crossing several phases', () => {
    // 1 min session, 2 min break. From Session 01:00: 60 s to 00:00, 1 s into Break (02:00),
    // 120 s to 00:00, 1 s into Session (01:00), 60 s to 00:00, 1 s into Break (02:00), 30 s more.
    const state = running({ sessionLength: 1, breakLength: 2, timerValue: 60 });
    const { state: after, phaseChanges } = advance(state, 60 + 1 + 120 + 1 + 60 + 1 + 30);
    expect(after).toMatchObject({ timerType: 'Break', timerValue: 90 });
    expect(phaseChanges).toBe(3);
  });

  it('gives the same result in one jump as second by second', () => {
    let stepwise = running({ sessionLength: 2, breakLength: 1, timerValue: 37 });
    let changes = 0;
    for (let i = 0; i < 1000; i += 1) {
      const next = advance(stepwise, 1);
      stepwise = next.state;
      changes += next.phaseChanges;
    }
    const jump = advance(running({ sessionLength: 2, breakLength: 1, timerValue: 37 }), 1000);
    expect(jump.state).toEqual(stepwise);
    expect(jump.phaseChanges).toBe(changes);
  });

  it('catches up a week asleep exactly', () => {
    // With 25 + 5 a full cycle is 1500 s + 1 switch + 300 s + 1 switch = 1802 s. A week is 335
    // cycles (670 switches) and 1130 s more, all inside a session: 1500 - 1130 = 370 s left.
    const week = 7 * 24 * 3600;
    const { state, phaseChanges } = advance(running(), week);
    expect(state).toMatchObject({ timerType: 'Session', timerValue: 370 });
    expect(phaseChanges).toBe(670);
  });

  it.each([0, -5, Number.NaN])('ignores %p seconds', (seconds) => {
    expect(advance(running(), seconds).state).toEqual(running());
  });
});

describe('formatClock', () => {
  it.each([
    [1500, '25:00'],
    [3600, '60:00'],
    [59, '00:59'],
    [61, '01:01'],
    [0, '00:00'],
    [9.7, '00:09'],
    [-3, '00:00'],
  ])('%p s -> %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});
