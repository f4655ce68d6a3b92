import styles from './clock.module.scss';

interface LengthControlProps {
  /** "break" or "session": the element ids follow the freeCodeCamp user stories. */
  name: 'break' | 'session';
  minutes: number;
  canDecrease: boolean;
  canIncrease: boolean;
  onChange: (delta: number) => void;
}

export function LengthControl({
  name,
  minutes,
  canDecrease,
  canIncrease,
  onChange,
}: LengthControlProps) {
  const label = name === 'break' ? 'Break Length' : 'Session Length';
  // aria-disabled rather than disabled: a button that reaches its limit keeps keyboard focus.
  return (
    <div className={styles.length} role="group" aria-labelledby={`${name}-label`}>
      <h2 id={`${name}-label`} className={styles.lengthLabel}>
        {label}
      </h2>
      <div className={styles.lengthRow}>
        <button
          id={`${name}-decrement`}
          type="button"
          className={styles.stepButton}
          aria-label={`Decrease ${name} length`}
          aria-disabled={!canDecrease}
          onClick={() => onChange(-1)}
        >
          −
        </button>
        <span className={styles.lengthValue}>
          <span id={`${name}-length`} aria-live="polite">
            {minutes}
          </span>
          <span className={styles.unit}> min</span>
        </span>
        <button
          id={`${name}-increment`}
          type="button"
          className={styles.stepButton}
          aria-label={`Increase ${name} length`}
          aria-disabled={!canIncrease}
          onClick={() => onChange(1)}
        >
          +
        </button>
      </div>
    </div>
  );
}
