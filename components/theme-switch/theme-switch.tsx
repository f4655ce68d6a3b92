'use client';

import { useSyncExternalStore } from 'react';
import { useHydrated } from '@/components/hydration/use-hydrated';
import { siteColours } from '@/lib/site-colours';
import { paintTheme, readThemeChoice, themeChoices, themeKey, type ThemeChoice } from '@/lib/theme';
import styles from './theme-switch.module.scss';

const labels: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };

// From storage, then from the switch, so a choice holds even when storage is blocked.
let current: ThemeChoice | undefined;
const listeners = new Set<() => void>();

function stored(): ThemeChoice {
  try {
    return readThemeChoice(localStorage.getItem(themeKey));
  } catch {
    return 'system';
  }
}

function choose(choice: ThemeChoice) {
  current = choice;
  try {
    if (choice === 'system') localStorage.removeItem(themeKey);
    else localStorage.setItem(themeKey, choice);
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
  paintTheme(choice, siteColours);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== themeKey && event.key !== null) return;
    current = stored();
    paintTheme(current, siteColours);
    listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const clientChoice = () => (current ??= stored());
const serverChoice = (): ThemeChoice => 'system';

// The first-paint script has painted the choice already.
export function ThemeSwitch() {
  const choice = useSyncExternalStore(subscribe, clientChoice, serverChoice);
  // Until the page is live a click would change the radio but not the theme, and be lost.
  const live = useHydrated();
  return (
    <fieldset className={styles.switch} disabled={!live}>
      <legend className={styles.legend}>Theme</legend>
      <div className={styles.options}>
        {themeChoices.map((option) => (
          <label key={option} className={styles.option} data-choice={option}>
            <input
              type="radio"
              name="theme"
              value={option}
              checked={choice === option}
              onChange={() => choose(option)}
            />
            {labels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
