// Some shapes (runs of * or _, nested brackets) take seconds to parse and deep nesting overflows
// the stack, so only short, tame text renders in the keystroke, the rest in a worker.
import type { PreviewFailure } from './preview-protocol';
import { maxNesting, nestingDepth } from '../article/nesting';
import { mayHoldHtml } from '../article/safe-html';

export const syncLimit = 4_000;

type PreviewPlan = { kind: 'now' } | { kind: 'worker' } | { kind: 'too-deep'; depth: number };

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

// No run of 17 of one delimiter, and few brackets, pipes, emphasis marks, lines and levels.
export function rendersAtOnce(text: string): boolean {
  return (
    text.length <= syncLimit &&
    !/([*_~[\]!|`])\1{16}/.test(text) &&
    count(text, /[[\]]/g) <= 200 &&
    count(text, /\|/g) <= 400 &&
    count(text, /[*_~]/g) <= 500 &&
    count(text, /\n/g) < 250 &&
    nestingDepth(text) <= 16
  );
}

// Raw HTML goes to the worker, which alone can parse it.
export function previewPlan(text: string): PreviewPlan {
  if (rendersAtOnce(text) && !mayHoldHtml(text)) return { kind: 'now' };
  const depth = nestingDepth(text);
  return depth > maxNesting ? { kind: 'too-deep', depth } : { kind: 'worker' };
}

export function previewProblemText(problem: PreviewFailure, depth?: number): string {
  const kept = 'Your text is safe in the editor.';
  switch (problem) {
    case 'too-deep':
      return `This document is nested too deeply to preview${depth ? ` (${depth} levels)` : ''}; the preview stops at ${maxNesting}. ${kept}`;
    case 'too-slow':
      return `This document takes too long to preview, so the preview has stopped trying. ${kept}`;
    case 'failed':
      return `The preview cannot show this document. ${kept}`;
  }
}
