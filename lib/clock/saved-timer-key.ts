// Alone here: every page's layout reads it.
export const savedTimerKey = 'clock-timer';
