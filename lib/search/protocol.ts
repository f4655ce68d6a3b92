// Light enough for the page to import without the search library.
import type { SearchKind } from './documents';
import type { TextRun } from './excerpt';

/**
 * 'titles': the full text is still coming; 'titles-only': it did not come (offline, and too large
 * for the worker's install), so titles, tags and summaries are searched.
 */
export type IndexState = 'loading' | 'titles' | 'titles-only' | 'ready' | 'failed';

export interface SearchHit {
  kind: SearchKind;
  url: string;
  title: TextRun[];
  excerpt: TextRun[];
}

export interface SearchGroup {
  kind: SearchKind;
  hits: SearchHit[];
}

export interface SearchAnswer {
  state: IndexState;
  typed: string;
  groups: SearchGroup[];
}

/** `language`: the page's; its pages come first. */
export type SearchRequest = Pick<SearchAnswer, 'typed'> & { language?: string };

// A network that hangs gets a message and a retry, never a spinner forever.
export const indexTimeoutMs = 10_000;
