// Keys typed before the calculator's script is live would reach no listener and be lost. An
// inline script, run as the page is parsed, keeps them; the calculator plays them once live.
import { calculatorKeyNames, keyFromKeyboard, type CalculatorKey } from './keys';

/** Where the inline script keeps the keys, on window. */
export const earlyKeysName = '__calculatorKeys';

/**
 * The inline script: keeps each calculator key typed outside a text field or link, without a
 * modifier; every other key (Tab, Space, F5) does what it always does. `stop()` ends the keeping.
 */
export const earlyKeysScript = `(function(){var n=${JSON.stringify(calculatorKeyNames)},k=window.${earlyKeysName}=[];function f(e){if(e.ctrlKey||e.metaKey||e.altKey||n.indexOf(e.key)<0)return;var t=e.target;if(t&&t.closest&&t.closest('input,select,textarea,[contenteditable],a[href],summary'))return;k.push(e.key);e.preventDefault()}addEventListener('keydown',f);k.stop=function(){removeEventListener('keydown',f)}})()`;

/** The calculator's keys among those kept, in order; keeping stops. */
export function takeEarlyKeys(): CalculatorKey[] {
  const kept = (
    window as unknown as Record<string, (string[] & { stop?: () => void }) | undefined>
  )[earlyKeysName];
  if (!kept) return [];
  kept.stop?.();
  delete (window as unknown as Record<string, unknown>)[earlyKeysName];
  return kept.map(keyFromKeyboard).filter((key): key is CalculatorKey => key !== null);
}
