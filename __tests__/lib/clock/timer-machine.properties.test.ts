/** @jest-environment node */
import fc from 'fast-check';
import * as machine from '@/lib/clock/timer-machine';

const action = fc.oneof(
  fc.record({
    type: fc.constant('adjust' as const),
    field: fc.constantFrom('breakLength' as const, 'sessionLength' as const),
    delta: fc.constantFrom(-1, 1),
  }),
  fc.constant({ type: 'toggle' as const }),
  fc.constant({ type: 'reset' as const }),
  fc.record({ type: fc.constant('tick' as const), seconds: fc.integer({ min: 1, max: 100_000 }) }),
);

describe('the timer, clicked in every order', () => {
  it('always keeps lengths in range and the time within its phase', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 300 }), (actions) => {
        let state: machine.TimerState = machine.initialTimer;
        for (const next of actions) {
          if (next.type === 'adjust') state = machine.adjustLength(state, next.field, next.delta);
          else if (next.type === 'toggle') state = machine.toggle(state);
          else if (next.type === 'reset') state = machine.reset();
          else state = machine.advance(state, next.seconds).state;

          for (const length of [state.breakLength, state.sessionLength]) {
            expect(Number.isInteger(length)).toBe(true);
            expect(length).toBeGreaterThanOrEqual(machine.minLength);
            expect(length).toBeLessThanOrEqual(machine.maxLength);
          }
          expect(Number.isInteger(state.timerValue)).toBe(true);
          expect(state.timerValue).toBeGreaterThanOrEqual(0);
          // Not tied to the current length: the spec has a paused break keep its time when the
          // break length changes. It never exceeds the longest phase, though.
          expect(state.timerValue).toBeLessThanOrEqual(machine.maxLength * 60);
          expect(['Session', 'Break']).toContain(state.timerType);
        }
      }),
      { numRuns: 300 },
    );
  });
});
