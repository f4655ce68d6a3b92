// Budgets hold what the site adds, not the owner's words: a page's HTML is measured without its
// article's body and contents list, which sit twice in it, as HTML and in Next's flight data.

import { gzipSync } from 'node:zlib';

/** The attribute that marks the owner's words (an article's body, its contents list). */
export const ownerWordsAttribute = 'data-owner-words';

const htmlMarker = `${ownerWordsAttribute}=""`;
const flightMarker = `"${ownerWordsAttribute}":""`;
const flightScript = /<script>self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)<\/script>/g;

/** The end of the element that starts at `start`, by counting its kind of tag. */
function elementEnd(html: string, start: number): number {
  const name = /^<([a-z]+)/.exec(html.slice(start))![1]!;
  const tags = new RegExp(`<${name}\\b|</${name}>`, 'g');
  tags.lastIndex = start;
  let depth = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return tags.lastIndex;
  }
  return html.length;
}

/** The end of the JSON array opening at `start`, strings skipped. */
function arrayEnd(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i += 1) {
    const char = text[i];
    if (char === '"') {
      for (i += 1; i < text.length && text[i] !== '"'; i += text[i] === '\\' ? 2 : 1);
    } else if (char === '[' || char === '{') depth += 1;
    else if (char === ']' || char === '}') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return text.length;
}

// Next escapes these in its flight scripts; the same here, so a page's figure does not move.
const asFlightScript = (chunk: string) =>
  `<script>self.__next_f.push(${JSON.stringify([1, chunk])
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')})</script>`;

/** Without the first marked element of the flight data. */
function withoutFlightBody(html: string): string {
  const scripts = [...html.matchAll(flightScript)];
  const chunks = scripts.map((script) => (JSON.parse(script[1]!) as [number, string])[1]);
  const payload = chunks.join('');
  const marker = payload.indexOf(flightMarker);
  if (marker === -1) return html;
  const start = payload.lastIndexOf('["$","', marker);
  if (start === -1) return html;
  const end = arrayEnd(payload, start);
  let offset = 0;
  const cut = chunks.map((chunk) => {
    const chunkStart = offset;
    offset += chunk.length;
    const [from, to] = [Math.max(start - chunkStart, 0), Math.min(end - chunkStart, chunk.length)];
    if (from >= to) return chunk;
    return chunk.slice(0, from) + (start >= chunkStart ? 'null' : '') + chunk.slice(to);
  });
  let result = html;
  // From the last script back, so earlier scripts' positions stay right.
  for (let index = scripts.length - 1; index >= 0; index -= 1) {
    if (cut[index] === chunks[index]) continue;
    const script = scripts[index]!;
    const at = script.index;
    const kept = cut[index] ? asFlightScript(cut[index]!) : '';
    result = result.slice(0, at) + kept + result.slice(at + script[0].length);
  }
  return result;
}

/** The bytes a host sends for the page's HTML (gzipped), the owner's words left out. */
export const siteHtmlBytes = (html: string) => gzipSync(withoutOwnerWords(html)).length;

/** The page's HTML without the owner's words it marks, in the HTML and in the flight data alike. */
export function withoutOwnerWords(html: string): string {
  let result = html;
  for (
    let marker = result.indexOf(htmlMarker);
    marker !== -1;
    marker = result.indexOf(htmlMarker)
  ) {
    const start = result.lastIndexOf('<', marker);
    result = result.slice(0, start) + result.slice(elementEnd(result, start));
  }
  for (let cut = withoutFlightBody(result); cut !== result; cut = withoutFlightBody(result)) {
    result = cut;
  }
  return result;
}
