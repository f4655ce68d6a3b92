// Budgets hold what the site adds, not the owner's words: a page's HTML is measured without its
// article's body and contents list, which sit twice in it, as HTML and in Next's flight data.

import { gzipSync } from 'node:zlib';

/** The attribute that marks the owner's words (an article's body, its contents list). */
export const ownerWordsAttribute = 'data-owner-words';

const htmlMarker = `${ownerWordsAttribute}=""`;
const flightMarker = `"${ownerWordsAttribute}":""`;
// A call in a script of its own, or several in one (lib/page-data.ts sends them so).
const flightScript = /self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)/g;

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
  `self.__next_f.push(${JSON.stringify([1, chunk])
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')})`;

// A flight row: `id:json` to its line's end, or `id:T<byte length in hex>,text`.
interface Row {
  id: string;
  start: number;
  end: number;
}

/** Where `bytes` UTF-8 bytes of `text` from `from` end. */
function afterBytes(text: string, from: number, bytes: number): number {
  let at = from;
  for (let count = 0; count < bytes && at < text.length;) {
    const point = text.codePointAt(at)!;
    count += point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
    at += point > 0xffff ? 2 : 1;
  }
  return at;
}

function rowsOf(payload: string): Row[] {
  const rows: Row[] = [];
  for (let at = 0; at < payload.length;) {
    // React ends a JSON row with a line end, a text row with none.
    if (payload[at] === '\n') {
      at += 1;
      continue;
    }
    const head = /^([0-9a-f]+):(?:T([0-9a-f]+),)?/.exec(payload.slice(at, at + 32));
    if (!head) {
      // Not a row of ours (`:HL[…]`, a hint): to its line's end.
      const next = payload.indexOf('\n', at);
      at = next === -1 ? payload.length : next + 1;
      continue;
    }
    const body = at + head[0].length;
    const newline = payload.indexOf('\n', body);
    const end = head[2]
      ? afterBytes(payload, body, parseInt(head[2], 16))
      : newline === -1
        ? payload.length
        : newline + 1;
    rows.push({ id: head[1]!, start: at, end });
    at = end;
  }
  return rows;
}

// "$1a", "$L1a", "$@1a": another row, which React writes apart when a tree is large.
const reference = /"\$[A-Z@]?([0-9a-f]+)"/g;

/** The marked element and the rows only it refers to, as ranges of the payload. */
function ownerRanges(payload: string, start: number, end: number): [number, number][] {
  const ranges: [number, number][] = [[start, end]];
  const inside = (at: number) => ranges.some(([from, to]) => at >= from && at < to);
  const references = [...payload.matchAll(reference)].map((match) => ({
    id: match[1]!,
    at: match.index,
  }));
  const rows = rowsOf(payload);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of rows) {
      if (inside(row.start)) continue;
      const to = references.filter(({ id }) => id === row.id);
      if (to.length > 0 && to.every(({ at }) => inside(at))) {
        ranges.push([row.start, row.end]);
        grew = true;
      }
    }
  }
  return ranges.sort(([a], [b]) => a - b);
}

/** Without the first marked element of the flight data, nor the rows only it refers to. */
function withoutFlightBody(html: string): string {
  const scripts = [...html.matchAll(flightScript)];
  const chunks = scripts.map((script) => (JSON.parse(script[1]!) as [number, string])[1]);
  const payload = chunks.join('');
  const marker = payload.indexOf(flightMarker);
  if (marker === -1) return html;
  const start = payload.lastIndexOf('["$","', marker);
  if (start === -1) return html;
  const ranges = ownerRanges(payload, start, arrayEnd(payload, start));
  let offset = 0;
  const cut = chunks.map((chunk) => {
    const chunkStart = offset;
    offset += chunk.length;
    let kept = '';
    let at = 0;
    for (const [from, to] of ranges) {
      const [a, b] = [Math.max(from - chunkStart, 0), Math.min(to - chunkStart, chunk.length)];
      if (a >= b) continue;
      // The element's place in its parent stays, as null.
      kept += chunk.slice(at, a) + (from === start && from >= chunkStart ? 'null' : '');
      at = b;
    }
    return at === 0 && kept === '' ? chunk : kept + chunk.slice(at);
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
  return result.replace(/<script><\/script>/g, '');
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
