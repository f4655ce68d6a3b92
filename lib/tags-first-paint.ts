// Apart from lib/tags.ts, so that the filter's client code does not carry the script's text.
import { filterRule, filterStyleId, slugOfNormalized, tagParameter } from './tags';
import { normalizeText } from './text';

// On the home page ahead of its cards: the tag in the address picks them before the first paint.
// (<html data-tag> also unfolds every tag.) Its hash is in the page's policy.
export const addressTagScript = `(function(){var t=new URLSearchParams(location.search).get(${JSON.stringify(tagParameter)});
t=t&&(${slugOfNormalized.toString()})((${normalizeText.toString()})(t));if(t)document.documentElement.setAttribute('data-tag',t);
var s=document.createElement('style');s.id=${JSON.stringify(filterStyleId)};s.textContent=(${filterRule.toString()})(t||null,false);document.head.appendChild(s)})()`;
