/** @jest-environment node */
import fc from 'fast-check';
import * as session from '@/lib/clock/session';

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
        let state: session.TimerState = session.initialTimer;
        for (const next of actions) {
          if (next.type === 'adjust') state = session.adjustLength(state, next.field, next.delta);
          else if (next.type === 'toggle') state = session.toggle(state);
          else if (next.type === 'reset') state = session.reset();
          else state = session.advance(state, next.seconds).state;

          for (const length of [state.breakLength, state.sessionLength]) {
            expect(Number.isInteger(length)).toBe(true);
            expect(length).toBeGreaterThanOrEqual(session.minLength);
            expect(length).toBeLessThanOrEqual(session.maxLength);
          }
          expect(Number.isInteger(state.timerValue)).toBe(true);
          expect(state.timerValue).toBeGreaterThanOrEqual(0);
          // Not tied to the current length: the spec has a paused break keep its time when the
          // break length changes. It never exceeds the longest phase, though.
          expect(state.timerValue).toBeLessThanOrEqual(session.maxLength * 60);
          expect(['Session', 'Break']).toContain(state.timerType);
        }
      }),
      { numRuns: 300 },
    );
  });
});
