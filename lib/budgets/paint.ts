// bench/paint.mts measures first paints; this takes the medians and writes the table.

/** One load of a page: its first contentful paint, its largest one and what that was, in ms. */
export type PaintRun = { fcp: number; lcp: number; lcpElement: string };
type Route = { route: string; runs: PaintRun[] };

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The run whose LCP is the median's (for an even count, the lower middle), to name its element. */
function medianRun(runs: PaintRun[]): PaintRun {
  const sorted = [...runs].sort((a, b) => a.lcp - b.lcp);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** Each route's medians against the bare page's FCP; over `goal` times it fails. */
export function paintReport({
  bare,
  routes,
  goal,
}: {
  bare: Route;
  routes: Route[];
  goal: number;
}) {
  const bareFcp = median(bare.runs.map((run) => run.fcp));
  const rows = [bare, ...routes].map(({ route, runs }) => {
    const fcp = median(runs.map((run) => run.fcp));
    return {
      route,
      fcp,
      times: fcp / bareFcp,
      lcp: median(runs.map((run) => run.lcp)),
      element: medianRun(runs).lcpElement,
    };
  });
  const over = rows.slice(1).filter((row) => row.times > goal);
  const head = ['Route', 'FCP ms', 'x bare', 'LCP ms', 'LCP element'];
  const body = rows.map((row, index) => [
    index === 0 ? `${row.route} (bare page)` : row.route,
    row.fcp.toFixed(0),
    row.times.toFixed(2),
    row.lcp.toFixed(0),
    row.element,
  ]);
  const widths = head.map((_, i) => Math.max(...[head, ...body].map((line) => line[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((text, i) => text.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const verdict =
    over.length === 0
      ? `Every route paints first within ${goal.toFixed(2)}x the bare page.`
      : `Over ${goal.toFixed(2)}x the bare page's FCP: ${over.map((row) => row.route).join(', ')}.`;
  return {
    text: [line(head), ...body.map(line), verdict].join('\n'),
    exitCode: over.length === 0 ? 0 : 1,
  };
}
