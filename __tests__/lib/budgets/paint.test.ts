import { median, paintReport, type PaintRun } from '@/lib/budgets/paint';

const run = (fcp: number, lcp: number, lcpElement = 'h1'): PaintRun => ({ fcp, lcp, lcpElement });

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([900, 300, 500])).toBe(500);
  });

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('refuses no values', () => {
    expect(() => median([])).toThrow('median of no values');
  });
});

describe('paintReport', () => {
  const bare = { route: '/', runs: [run(600, 600), run(700, 700), run(650, 650)] };

  it("prints each route's FCP as a multiple of the bare page's, its LCP and the LCP element", () => {
    const routes = [
      { route: '/', runs: [run(700, 1500, 'img.cover'), run(690, 1400, 'img.cover')] },
      { route: '/clock/', runs: [run(650, 700, 'span#time-left'), run(9000, 9000, 'h1')] },
    ];
    const { text, exitCode } = paintReport({ bare, routes, goal: 1.1 });
    expect(text.split('\n')).toEqual([
      'Route          FCP ms  x bare  LCP ms  LCP element',
      '/ (bare page)  650     1.00    650     h1',
      '/              695     1.07    1450    img.cover',
      '/clock/        4825    7.42    4850    span#time-left',
      "Over 1.10x the bare page's FCP: /clock/.",
    ]);
    expect(exitCode).toBe(1);
  });

  it('passes when every route is within the goal', () => {
    const routes = [{ route: '/quotes/', runs: [run(715, 800), run(700, 800), run(600, 800)] }];
    const { text, exitCode } = paintReport({ bare, routes, goal: 1.1 });
    expect(text).toContain('/quotes/       700     1.08    800     h1');
    expect(text).toContain('Every route paints first within 1.10x the bare page.');
    expect(exitCode).toBe(0);
  });
});
