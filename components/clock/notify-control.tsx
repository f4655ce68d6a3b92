import { useEffect, useRef } from 'react';
import styles from './clock.module.scss';
import { usePhaseNotifications } from './use-phase-notifications';

export function NotifyControl() {
  const { permission, on, toggle } = usePhaseNotifications();
  const place = useRef<HTMLParagraphElement>(null);
  const asked = useRef(false);
  // The message replaces the focused button: focus goes to it rather than to the page's start.
  useEffect(() => {
    if (asked.current && permission === 'denied') place.current?.focus();
  }, [permission]);
  const ask = () => {
    asked.current = true;
    return toggle();
  };
  return (
    <p
      ref={place}
      className={styles.notify}
      data-unsupported={permission === 'unsupported'}
      tabIndex={permission === 'denied' ? -1 : undefined}
    >
      {permission === 'denied' ? (
        'Notifications are blocked for this site in your browser’s settings.'
      ) : (
        <button type="button" className={styles.notifyButton} aria-pressed={on} onClick={ask}>
          Notify me when a phase ends
        </button>
      )}
    </p>
  );
}
