// The page's inline script that keeps keys typed before the calculator is live (early-keys.ts plays
// them). Apart, so that its text stays in the page's HTML and out of the calculator's code.
import { typingField } from '../own-keys';
import { earlyKeysName } from './early-keys';
import { calculatorKeyNames } from './keys';

export const earlyKeysScript = `(function(){var n=${JSON.stringify(calculatorKeyNames)},k=window.${earlyKeysName}=[];function f(e){if(e.ctrlKey||e.metaKey||e.altKey||n.indexOf(e.key)<0)return;var t=e.target;if(t&&t.closest&&t.closest(${JSON.stringify(`${typingField}, a[href], summary`)}))return;k.push(e.key);e.preventDefault()}addEventListener('keydown',f);k.stop=function(){removeEventListener('keydown',f)}})()`;
