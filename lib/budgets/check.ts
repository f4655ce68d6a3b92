// scripts/check-budgets.mts measures; this decides and formats.
const KiB = 1024;
const figures = ['js', 'css', 'html', 'images', 'search'] as const;
type Figure = (typeof figures)[number];
const labels = { js: 'JS', css: 'CSS', html: 'HTML', images: 'Images', search: 'Search' };

interface BudgetRule {
  kind: string;
  /** Kinds of page in the inventory (lib/site/pages.ts), or addresses, which come first. */
  pages: string[];
  jsOverFloor: number;
  css: number;
  html: number;
  images: number;
  reason?: string;
}

export type Budgets = { searchShareKiB: number; rules: BudgetRule[] };
type Report = { budgets: Budgets; budgetsFile: string; floorJs: number; pages: PageSizes[] };

/**
 * Bytes, gzipped where a host gzips; `kind` as the page inventory names it; `address`, the same
 * page's in the default language (/markdown/ for /fr/markdown/), which a rule naming it covers.
 */
export type PageSizes = { route: string; kind: string; address?: string } & Record<Figure, number>;

type Cell = { name: Figure; value: number; budget: number; margin: number };
type Row = { route: string; kind: string; cells: Cell[] };

export const routeOfFile = (file: string) => `/${file}`.replace(/(^|\/)index\.html$/, '$1');

export function ruleFor(route: string, kind: string, rules: BudgetRule[], address = route) {
  // A kind may have a rule of its own in the owner's other languages: `home in another language`.
  const kinds = address === route ? [kind] : [`${kind} in another language`, kind];
  const rule =
    rules.find((each) => each.pages.includes(route) || each.pages.includes(address)) ??
    kinds.map((name) => rules.find((each) => each.pages.includes(name))).find(Boolean);
  return rule ? { rule } : { problem: `${route} (${kind}) has no rule in the budgets file` };
}

const kib = (bytes: number) => (bytes / KiB).toFixed(1);

function formatTable(rows: Row[], floorJs: number) {
  const cell = ({ name, value, budget, margin }: Cell) => {
    const offset = name === 'js' ? floorJs : 0;
    const sign = name === 'js' ? '+' : '';
    const marginText = `${margin < 0 ? '-' : ''}${kib(Math.abs(margin))}`;
    return `${sign}${kib(value - offset)} / ${sign}${kib(budget - offset)} (${marginText})`;
  };
  const head = ['Route', 'Kind', ...figures.map((name) => `${labels[name]} / budget (margin)`)];
  const body = rows.map((row) => [row.route, row.kind, ...row.cells.map(cell)]);
  const widths = head.map((_, i) => Math.max(...[head, ...body].map((line) => line[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((text, i) => text.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [
    `KiB gzipped; JS over the floor of ${kib(floorJs)} KiB (a bare Next.js page); margin = budget - value`,
    line(head),
    ...body.map(line),
  ].join('\n');
}

export function budgetReport({ budgets, budgetsFile, floorJs, pages }: Report) {
  const rows: Row[] = [];
  const problems: string[] = [];
  for (const page of pages) {
    const { rule, problem } = ruleFor(page.route, page.kind, budgets.rules, page.address);
    if (!rule) {
      problems.push(problem);
      continue;
    }
    // JavaScript's budget moves with the measured floor.
    const limits = {
      ...rule,
      js: floorJs / KiB + rule.jsOverFloor,
      search: budgets.searchShareKiB,
    };
    const cells = figures.map((name) => {
      const budget = limits[name] * KiB;
      return { name, value: page[name], budget, margin: budget - page[name] };
    });
    for (const cell of cells.filter((c) => c.margin < 0)) {
      problems.push(
        `${page.route} (${rule.kind}): ${labels[cell.name]} ${kib(cell.value)} KiB is over its ` +
          `budget of ${kib(cell.budget)} KiB by ${kib(-cell.margin)} KiB`,
      );
    }
    rows.push({ route: page.route, kind: rule.kind, cells });
  }
  const verdict =
    problems.length > 0
      ? `Over budget or unchecked (${budgetsFile}):\n${problems.map((p) => `- ${p}`).join('\n')}`
      : `Every page is within its budget (${budgetsFile}).`;
  return {
    text: `${formatTable(rows, floorJs)}\n\n${verdict}`,
    exitCode: problems.length > 0 ? 1 : 0,
  };
}
