// Parts parse alone exactly as within the whole. Not cut: documents with link definitions, raw
// HTML, or fences this simple reading cannot place.
import { mayHoldHtml } from '../article/safe-html';

export interface SourcePart {
  text: string;
  continuesList: boolean;
  afterBlank: boolean;
}

export const itemsPerPart = 64;

const blank = /^[ \t]*\r?$/;
const item = /^(?:([-*+])|(\d{1,9})([.)]))[ \t]+\S/;
const fenceLike = /^[ \t>*+\-0-9.)]*(?:`{3,}|~{3,})/;
const fenceAtMargin = /^(`{3,}|~{3,})(.*)$/;

export function sourceParts(text: string): SourcePart[] | null {
  if (text.includes(']:') || mayHoldHtml(text)) return null;
  const parts: SourcePart[] = [];
  let part = { start: 0, continuesList: false, afterBlank: false };
  let fence: string | null = null;
  let previousBlank = false;
  let marker: string | null = null;
  let items = 0;
  const cut = (at: number, continuesList: boolean) => {
    parts.push({ ...part, text: text.slice(part.start, at) });
    part = { start: at, continuesList, afterBlank: continuesList && previousBlank };
    items = 0;
  };

  for (let start = 0; start < text.length;) {
    const newline = text.indexOf('\n', start);
    const end = newline === -1 ? text.length : newline + 1;
    const line = text.slice(start, newline === -1 ? end : newline);
    if (fence !== null) {
      const closing = fenceAtMargin.exec(line);
      if (closing && closing[1]!.startsWith(fence) && blank.test(closing[2]!)) fence = null;
    } else if (fenceLike.test(line)) {
      const opening = fenceAtMargin.exec(line);
      if (!opening || (opening[1]![0] === '`' && opening[2]!.includes('`'))) return null;
      if (start > part.start && previousBlank) cut(start, false);
      fence = opening[1]!;
      marker = null;
    } else if (!blank.test(line)) {
      const listItem = item.exec(line);
      const itemMarker = listItem ? (listItem[1] ?? listItem[3]!) : null;
      if (start > part.start && previousBlank && !itemMarker && !/^[ \t]/.test(line)) {
        cut(start, false);
        marker = null;
      } else if (itemMarker !== null && itemMarker === marker && items >= itemsPerPart) {
        cut(start, true);
      }
      if (itemMarker !== null && itemMarker === marker) items += 1;
      else if (itemMarker !== null) {
        // A numbered item other than 1 cannot interrupt a paragraph.
        const starts = previousBlank || listItem![2] === undefined || Number(listItem![2]) === 1;
        marker = starts ? itemMarker : null;
        items = starts ? 1 : 0;
      }
    }
    previousBlank = fence === null && blank.test(line);
    start = end;
  }
  if (part.start < text.length || parts.length === 0) cut(text.length, false);
  return parts;
}
