import { maxNesting } from './preview-plan';
import type { PreviewFailure } from './preview-protocol';

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
