// French writes « de » as « d’ » before a vowel: « les articles d’Agnès », not « de Agnès »; not
// before h or y, which may be heard as consonants (« de Hugues », « de Yann »). Apart from
// format.ts, which client code imports: only pages and files built on the server elide.
import { fill } from './format';

const vowelFirst = /^[aeiouàâæéèêëîïôœùûü]/i;

/** `text` with `de {key}` elided as `language` asks for the value filled in there. */
export const elided = (language: string, text: string, values: Record<string, unknown>) =>
  language.split('-')[0] !== 'fr'
    ? text
    : text.replace(/\bde \{(\w+)\}/g, (whole, key: string) => {
        const value = values[key];
        return typeof value === 'string' && vowelFirst.test(value) ? `d’{${key}}` : whole;
      });

/** fill(), elided: `fillIn('fr', 'À propos de {name}', { name: 'Agnès' })` is "À propos d’Agnès". */
export const fillIn = (language: string, text: string, values: Record<string, string | number>) =>
  fill(elided(language, text, values), values);
