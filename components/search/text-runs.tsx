import type { TextRun } from '@/lib/search/excerpt';

/** Runs of a document's text as React text nodes (never parsed as HTML), matches in <mark>. */
export function TextRuns({ runs }: { runs: readonly TextRun[] }) {
  return runs.map((run, n) => (run.marked ? <mark key={n}>{run.text}</mark> : run.text));
}
