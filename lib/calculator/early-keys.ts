// Keys typed before the script is live: an inline script keeps them and the calculator plays them.
import { typingField } from '../own-keys';
import { calculatorKeyNames, keyFromKeyboard, type CalculatorKey } from './keys';

export const earlyKeysName = '__calculatorKeys';

export const earlyKeysScript = `(function(){var n=${JSON.stringify(calculatorKeyNames)},k=window.${earlyKeysName}=[];function f(e){if(e.ctrlKey||e.metaKey||e.altKey||n.indexOf(e.key)<0)return;var t=e.target;if(t&&t.closest&&t.closest(${JSON.stringify(`${typingField}, a[href], summary`)}))return;k.push(e.key);e.preventDefault()}addEventListener('keydown',f);k.stop=function(){removeEventListener('keydown',f)}})()`;

export function takeEarlyKeys(): CalculatorKey[] {
  const page = window as unknown as Record<string, (string[] & { stop?: () => void }) | undefined>;
  const kept = page[earlyKeysName];
  if (!kept) return [];
  kept.stop?.();
  delete page[earlyKeysName];
  return kept.map(keyFromKeyboard).filter((key): key is CalculatorKey => key !== null);
}
