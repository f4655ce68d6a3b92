// Keys typed before the script is live: an inline script (early-keys-script.ts) keeps them and the
// calculator plays them.
import { keyFromKeyboard, type CalculatorKey } from './keys';

export const earlyKeysName = '__calculatorKeys';

export function takeEarlyKeys(): CalculatorKey[] {
  const page = window as unknown as Record<string, (string[] & { stop?: () => void }) | undefined>;
  const kept = page[earlyKeysName];
  if (!kept) return [];
  kept.stop?.();
  delete page[earlyKeysName];
  return kept.map(keyFromKeyboard).filter((key): key is CalculatorKey => key !== null);
}
