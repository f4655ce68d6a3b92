// What the page and the preview worker say to each other, and the ways a preview can fail: one
// contract for the worker, the page's channel to it, and the tests' stand-in for it.
import { maxFileBytes } from './file-text';

/** Why the preview shows a sentence instead of the document. */
export type PreviewFailure = 'too-deep' | 'failed' | 'too-slow';

/** A long list, rendered a part at a time: its opening tag, its parts' items, its closing tag. */
export interface ListBlock {
  open: string;
  parts: string[];
  close: string;
}

/** One top-level block: its HTML, or a long list in parts, so the page can keep unchanged items. */
export type RenderedBlock = string | ListBlock;

/** The document as each top-level block, or why it has none. */
export type RenderedBlocks =
  { ok: true; blocks: RenderedBlock[] } | { ok: false; reason: PreviewFailure };

/** A block's HTML, as it stands in the whole document's. */
export function blockHtml(block: RenderedBlock): string {
  return typeof block === 'string'
    ? block
    : `${block.open}\n${block.parts.join('\n')}\n${block.close}`;
}

/** Page to worker: render this text; leave code plain in the languages whose grammar hung. */
export interface PreviewRequest {
  id: number;
  text: string;
  unavailable: string[];
}

/**
 * Worker to page: the rendering of the request with this id, at once, plain where a grammar has
 * yet to load; then, for each grammar the text named, that it is loading and that it has loaded
 * (`coloured`: it came, so the text renders again in colour).
 */
export type PreviewResponse =
  | { id: number; result: RenderedBlocks }
  | { loading: string }
  | { loaded: string; coloured: boolean };

/**
 * How long the worker may take before the page ends it and the preview gives up on a text:
 * several seconds, and more for long texts (60 KB of dense emphasis takes about 6 s, a megabyte
 * of prose about 10 s), up to what the largest file the editor opens gets, however long a paste.
 */
export function workerTimeLimit(length: number): number {
  return 8_000 + Math.ceil(Math.min(length, maxFileBytes) / 25);
}
