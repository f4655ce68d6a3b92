export const savedTimerKey = 'clock-timer';
