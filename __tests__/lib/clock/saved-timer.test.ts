/** @jest-environment node */
import { readSavedTimer, resumeTimer, type SavedTimer } from '@/lib/clock/saved-timer';
import { initialTimer } from '@/lib/clock/timer-machine';

const running = { ...initialTimer, timerStarted: true };
const saved = (fields: Partial<SavedTimer> = {}): SavedTimer => ({
  timer: running,
  since: 1_000_000,
  carried: 0,
  ...fields,
});

describe('readSavedTimer', () => {
  it('reads back what was written', () => {
    expect(readSavedTimer(JSON.stringify(saved()))).toEqual(saved());
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{"timer":'],
    ['not an object', '42'],
    ['no timer', '{"since":0,"carried":0}'],
    ['a length out of range', JSON.stringify(saved({ timer: { ...running, breakLength: 61 } }))],
    ['a fractional length', JSON.stringify(saved({ timer: { ...running, sessionLength: 2.5 } }))],
    ['time below zero', JSON.stringify(saved({ timer: { ...running, timerValue: -1 } }))],
    ['time past an hour', JSON.stringify(saved({ timer: { ...running, timerValue: 3601 } }))],
    [
      'an unknown phase',
      JSON.stringify(saved({ timer: { ...running, timerType: 'Nap' as 'Break' } })),
    ],
    [
      'running as a string',
      JSON.stringify({ ...saved(), timer: { ...running, timerStarted: 'yes' } }),
    ],
    ['no start time', JSON.stringify({ timer: running, carried: 0 })],
  ])('refuses %s', (_, text) => {
    expect(readSavedTimer(text)).toBeNull();
  });

  it('keeps a carried part-second within a second', () => {
    expect(readSavedTimer(JSON.stringify(saved({ carried: 5000 })))?.carried).toBe(999);
    expect(readSavedTimer(JSON.stringify(saved({ carried: -3 })))?.carried).toBe(0);
  });
});

describe('resumeTimer', () => {
  it('counts the whole seconds that passed, and moves its start on by them', () => {
    const resumed = resumeTimer(saved(), 1_000_000 + 20_400);
    expect(resumed.timer.timerValue).toBe(1500 - 20);
    expect(resumed.since).toBe(1_000_000 + 20_000);
    expect(resumed.phaseChanges).toBe(0);
  });

  it('crosses the phases that ended meanwhile', () => {
    const short = { ...running, sessionLength: 1, timerValue: 1 };
    const resumed = resumeTimer(saved({ timer: short }), 1_000_000 + 2_000);
    expect(resumed.timer).toMatchObject({ timerType: 'Break', timerValue: 300 });
    expect(resumed.phaseChanges).toBe(1);
  });

  it('counts nothing from a start in the future (sped-up ticks, a clock set back)', () => {
    expect(resumeTimer(saved(), 1_000_000 - 60_000).timer).toEqual(running);
  });

  it('leaves a stopped timer as it was', () => {
    const stopped = saved({ timer: initialTimer, since: 0, carried: 400 });
    expect(resumeTimer(stopped, 5_000_000)).toEqual({ ...stopped, phaseChanges: 0 });
  });
});
