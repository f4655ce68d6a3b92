import styles from './clock.module.scss';

interface LengthControlProps {
  /** The element ids follow the freeCodeCamp user stories. */
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
  return (
    <div className={styles.length} role="group" aria-labelledby={`${name}-label`}>
      <h2 id={`${name}-label`} className={styles.lengthLabel}>
        {label}
      </h2>
      <div className={styles.lengthRow}>
        <StepButton name={name} step={-1} allowed={canDecrease} onChange={onChange} />
        <span className={styles.lengthValue}>
          <span id={`${name}-length`} aria-live="polite">
            {minutes}
          </span>
          <span className={styles.unit}> min</span>
        </span>
        <StepButton name={name} step={1} allowed={canIncrease} onChange={onChange} />
      </div>
    </div>
  );
}

interface StepButtonProps {
  name: LengthControlProps['name'];
  step: -1 | 1;
  allowed: boolean;
  onChange: (delta: number) => void;
}

function StepButton({ name, step, allowed, onChange }: StepButtonProps) {
  const [direction, verb, symbol] =
    step < 0 ? ['decrement', 'Decrease', '−'] : ['increment', 'Increase', '+'];
  // aria-disabled rather than disabled: a button that reaches its limit keeps keyboard focus.
  return (
    <button
      id={`${name}-${direction}`}
      type="button"
      className={styles.stepButton}
      aria-label={`${verb} ${name} length`}
      aria-disabled={!allowed}
      onClick={() => onChange(step)}
    >
      {symbol}
    </button>
  );
}
