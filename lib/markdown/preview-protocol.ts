// One contract for the worker, the page's channel to it, and the tests' stand-in.
import { maxFileBytes } from './file-text';

export type PreviewFailure = 'too-deep' | 'failed' | 'too-slow';

export interface ListBlock {
  open: string;
  parts: string[];
  close: string;
}

// A long list in parts, so the page can keep unchanged items.
export type RenderedBlock = string | ListBlock;

export type RenderedBlocks =
  { ok: true; blocks: RenderedBlock[] } | { ok: false; reason: PreviewFailure };

export function blockHtml(block: RenderedBlock): string {
  return typeof block === 'string'
    ? block
    : `${block.open}\n${block.parts.join('\n')}\n${block.close}`;
}

/** `unavailable`: languages whose grammar hung, left plain. */
export interface PreviewRequest {
  id: number;
  text: string;
  unavailable: string[];
}

export type PreviewResponse =
  | { id: number; result: RenderedBlocks }
  | { loading: string }
  | { loaded: string; coloured: boolean };

export function workerTimeLimit(length: number): number {
  return 8_000 + Math.ceil(Math.min(length, maxFileBytes) / 25);
}
