'use client';

import { useSyncExternalStore } from 'react';
import { usePageLive } from '@/components/page-live/use-page-live';
import { createPageValue } from '@/lib/page-value';
import { siteColours } from '@/lib/site-colours';
import { paintTheme, readThemeChoice, themeChoices, themeKey, type ThemeChoice } from '@/lib/theme';
import type { Words } from '@/lib/words';
import styles from './theme-switch.module.scss';

function stored(): ThemeChoice {
  try {
    return readThemeChoice(localStorage.getItem(themeKey));
  } catch {
    return 'system';
  }
}

// Another tab's choice shows here too.
const followOtherTabs = () => {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== themeKey && event.key !== null) return;
    theme.set(stored());
    paintTheme(theme.get(), siteColours);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};

// The choice as this page knows it: kept even when storage is blocked and cannot hold it.
const theme = createPageValue(stored, { keep: true, follow: followOtherTabs });
const serverChoice = (): ThemeChoice => 'system';

function choose(choice: ThemeChoice) {
  try {
    if (choice === 'system') localStorage.removeItem(themeKey);
    else localStorage.setItem(themeKey, choice);
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
  paintTheme(choice, siteColours);
  theme.set(choice);
}

// The first-paint script has painted the choice already.
export function ThemeSwitch({ words }: { words: Words['theme'] }) {
  const choice = useSyncExternalStore(theme.subscribe, theme.get, serverChoice);
  // Until the page is live a click would change the radio but not the theme, and be lost.
  const live = usePageLive();
  return (
    <fieldset className={styles.switch} disabled={!live}>
      <legend className={styles.legend}>{words.legend}</legend>
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
            {words[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
