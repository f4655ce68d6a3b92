'use client';

import styles from './clock.module.scss';
import { usePhaseNotifications } from './use-phase-notifications';

/** "Notify me": asks for permission once, then switches notifications on and off. */
export function NotifyControl() {
  const { permission, on, toggle } = usePhaseNotifications();
  return (
    <p className={styles.notify} data-unsupported={permission === 'unsupported'}>
      {permission === 'denied' ? (
        'Notifications are blocked for this site in your browser’s settings.'
      ) : (
        <button type="button" className={styles.notifyButton} aria-pressed={on} onClick={toggle}>
          Notify me when a phase ends
        </button>
      )}
    </p>
  );
}
