/** @jest-environment node */
import { budgetReport, routeOfFile, ruleFor, withDemos } from '@/lib/budgets/check';
import shipped from '@/lib/budgets/budgets.json';

/** The shipped rules with the figures (home +7, demos +10), whatever the owner raises. */
const budgets = {
  ...shipped,
  rules: shipped.rules.map((rule) => ({
    ...rule,
    ...(rule.kind === 'home' && { jsOverFloor: 7 }),
    ...(rule.kind === 'demo' && { jsOverFloor: 10, html: 16 }),
  })),
};

const KiB = 1024;
const floorJs = 132 * KiB;
const within = { css: 3 * KiB, html: 10 * KiB, images: 4 * KiB, search: 0.5 * KiB };
const report = (pages: Array<{ route: string; js: number } & Partial<typeof within>>) =>
  budgetReport({
    budgets,
    budgetsFile: 'budgets.json',
    floorJs,
    pages: pages.map((page) => ({ ...within, ...page })),
  });

describe('which budget a page falls under', () => {
  test.each([
    ['index.html', '/', 'home'],
    ['clock/index.html', '/clock/', 'timer'],
    ['markdown/index.html', '/markdown/', 'markdown editor'],
    ['404.html', '/404.html', 'not found'],
    ['projects/lunar-lander/index.html', '/projects/lunar-lander/', 'content page'],
    ['tags/java/index.html', '/tags/java/', 'content page'],
    ['writing/index.html', '/writing/', 'content page'],
  ])('out/%s is %s, a %s', (file, route, kind) => {
    expect(routeOfFile(file)).toBe(route);
    expect(ruleFor(route, budgets.rules).rule?.kind).toBe(kind);
  });

  test('a page no rule names is a problem that names it', () => {
    expect(ruleFor('/uses/', budgets.rules).problem).toMatch('/uses/ matches no rule');
  });

  test('a new demo falls under the demo rule, and the demos with rules of their own keep them', () => {
    const { rules } = withDemos(budgets, ['/clock', '/calculator', '/sort.viz']);
    expect(ruleFor('/sort.viz/', rules).rule?.kind).toBe('demo');
    expect(ruleFor('/sortXviz/', rules).problem).toMatch('matches no rule');
    expect(ruleFor('/clock/', rules).rule?.kind).toBe('timer');
    expect(ruleFor('/calculator/', rules).rule?.kind).toBe('demo');
  });
});

describe('npm run budgets', () => {
  test('passes when every figure is within its budget', () => {
    const { text, exitCode } = report([
      { route: '/', js: floorJs + 6.9 * KiB },
      { route: '/calculator/', js: floorJs + 9.9 * KiB },
    ]);
    expect(exitCode).toBe(0);
    expect(text).toMatch(/^\/calculator\/\s+demo\s+\+9\.9 \/ \+10\.0 \(0\.1\)/m);
  });

  test('fails on purpose, naming the page and figure over budget', () => {
    const { text, exitCode } = report([
      { route: '/', js: floorJs + 7.5 * KiB },
      { route: '/quotes/', js: floorJs, search: 1.2 * KiB },
      { route: '/clock/', js: floorJs },
    ]);
    expect(exitCode).toBe(1);
    expect(text).toMatch('/ (home): JS 139.5 KiB is over its budget of 139.0 KiB by 0.5 KiB');
    expect(text).toMatch('/quotes/ (demo): Search 1.2 KiB is over its budget of 1.0 KiB');
    expect(text).not.toMatch('/clock/ (demo):');
  });

  test('fails for a page that matches no rule', () => {
    const { text, exitCode } = report([{ route: '/uses/', js: floorJs }]);
    expect(exitCode).toBe(1);
    expect(text).toMatch('/uses/ matches no rule in the budgets file');
  });

  test('the JavaScript budget moves with the floor', () => {
    const page = { route: '/', js: 150 * KiB };
    expect(
      budgetReport({ budgets, budgetsFile: '', floorJs, pages: [{ ...within, ...page }] }).exitCode,
    ).toBe(1);
    const higherFloor = 143 * KiB;
    expect(
      budgetReport({
        budgets,
        budgetsFile: '',
        floorJs: higherFloor,
        pages: [{ ...within, ...page }],
      }).exitCode,
    ).toBe(0);
  });
});
