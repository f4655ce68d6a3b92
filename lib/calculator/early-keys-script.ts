// The inline script that keeps keys typed before the calculator is live; the page renders it on the
// server, so its text reaches the page once and no script carries it.
import { typingField } from '../own-keys';
import { earlyKeysName } from './early-keys';
import { calculatorKeyNames } from './keys';

export const earlyKeysScript = `(function(){var n=${JSON.stringify(calculatorKeyNames)},k=window.${earlyKeysName}=[];function f(e){if(e.ctrlKey||e.metaKey||e.altKey||n.indexOf(e.key)<0)return;var t=e.target;if(t&&t.closest&&t.closest(${JSON.stringify(`${typingField}, a[href], summary`)}))return;k.push(e.key);e.preventDefault()}addEventListener('keydown',f);k.stop=function(){removeEventListener('keydown',f)}})()`;
