import type { TextRun } from '@/lib/search/excerpt';

/** Text nodes, never parsed as HTML. */
export function TextRuns({ runs }: { runs: readonly TextRun[] }) {
  return runs.map((run, n) => (run.marked ? <mark key={n}>{run.text}</mark> : run.text));
}
