// Nesting deeper than this overflows the parser's stack, so it is refused before parsing.
export const maxNesting = 64;

const tabStop = 4;

// The markers that open a line ("> - 1. x" is 3) plus one for every two columns of indentation,
// outside fences. It errs high, never low.
export function nestingDepth(text: string): number {
  let deepest = 0;
  let fence: string | null = null;
  let lineStart = 0;
  while (lineStart <= text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd === -1) lineEnd = text.length;
    let index = lineStart;
    let column = 0;
    let indent = 0;
    let markers = 0;
    for (;;) {
      while (index < lineEnd && (text[index] === ' ' || text[index] === '\t')) {
        const width = text[index] === '\t' ? tabStop - (column % tabStop) : 1;
        column += width;
        if (markers === 0) indent += width;
        index += 1;
      }
      const marker = markerLength(text, index, lineEnd);
      if (marker === 0) break;
      markers += 1;
      column += marker;
      index += marker;
    }
    const fenceRun = /^(`{3,}|~{3,})/.exec(text.slice(index, lineEnd))?.[1];
    if (fence) {
      if (fenceRun && fenceRun[0] === fence[0] && fenceRun.length >= fence.length) fence = null;
    } else {
      deepest = Math.max(deepest, markers + Math.floor(indent / 2));
      if (fenceRun) fence = fenceRun;
    }
    lineStart = lineEnd + 1;
  }
  return deepest;
}

function markerLength(text: string, index: number, lineEnd: number): number {
  const char = text[index];
  if (char === '>') return 1;
  const endsMarker = (at: number) =>
    at === lineEnd || text[at] === ' ' || text[at] === '\t' || text[at] === '\r';
  if ((char === '-' || char === '*' || char === '+') && endsMarker(index + 1)) return 1;
  let digits = 0;
  while (digits < 10 && /[0-9]/.test(text[index + digits] ?? '')) digits += 1;
  if (digits > 0 && digits <= 9 && /[.)]/.test(text[index + digits] ?? '')) {
    return endsMarker(index + digits + 1) ? digits + 1 : 0;
  }
  return 0;
}
