/** @jest-environment node */
import { budgetReport, routeOfFile, ruleFor } from '@/lib/budgets/check';
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
const kindOf = (route: string) =>
  route === '/' ? 'home' : route === '/gallery/' ? 'gallery' : 'demo';
const report = (pages: Array<{ route: string; js: number } & Partial<typeof within>>) =>
  budgetReport({
    budgets,
    budgetsFile: 'budgets.json',
    floorJs,
    pages: pages.map((page) => ({ ...within, kind: kindOf(page.route), ...page })),
  });

describe('which budget a page falls under', () => {
  test.each([
    ['index.html', '/', 'home', 'home'],
    ['clock/index.html', '/clock/', 'demo', 'demo'],
    ['calculator/index.html', '/calculator/', 'demo', 'demo'],
    ['markdown/index.html', '/markdown/', 'demo', 'markdown editor'],
    ['quotes/index.html', '/quotes/', 'demo', 'demo'],
    ['sort.viz/index.html', '/sort.viz/', 'demo', 'demo'],
    ['404.html', '/404.html', 'not-found', 'not found'],
    ['projects/lunar-lander/index.html', '/projects/lunar-lander/', 'project', 'article'],
    ['writing/a/index.html', '/writing/a/', 'post', 'article'],
    ['tags/c++/index.html', '/tags/c++/', 'tag', 'content page'],
    ['series/learning-rl/index.html', '/series/learning-rl/', 'series', 'content page'],
    ['writing/index.html', '/writing/', 'archive', 'section index'],
  ])('out/%s is %s, a %s page under the %s budget', (file, route, pageKind, rule) => {
    expect(routeOfFile(file)).toBe(route);
    expect(ruleFor(route, pageKind, budgets.rules).rule?.kind).toBe(rule);
  });

  test('a rule that names an address covers that page in every language', () => {
    expect(ruleFor('/fr/markdown/', 'demo', budgets.rules, '/markdown/').rule?.kind).toBe(
      'markdown editor',
    );
    expect(ruleFor('/fr/clock/', 'demo', budgets.rules, '/clock/').rule?.kind).toBe('demo');
    expect(ruleFor('/fr/', 'home', budgets.rules, '/').rule?.kind).toBe('home in another language');
    expect(ruleFor('/fr/about/', 'about', budgets.rules, '/about/').rule?.kind).toBe(
      'section index',
    );
  });

  test('a kind of page no rule names is a problem that names it', () => {
    expect(ruleFor('/gallery/', 'gallery', budgets.rules).problem).toBe(
      '/gallery/ (gallery) has no rule in the budgets file',
    );
  });
});

describe('npm run budgets', () => {
  test('passes when every figure is within its budget', () => {
    const { text, exitCode } = report([
      { route: '/', js: floorJs + 6.9 * KiB },
      { route: '/quotes/', js: floorJs + 9.9 * KiB },
    ]);
    expect(exitCode).toBe(0);
    expect(text).toMatch(/^\/quotes\/\s+demo\s+\+9\.9 \/ \+10\.0 \(0\.1\)/m);
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

  test('fails for a kind of page no rule names', () => {
    const { text, exitCode } = report([{ route: '/gallery/', js: floorJs }]);
    expect(exitCode).toBe(1);
    expect(text).toMatch('/gallery/ (gallery) has no rule in the budgets file');
  });

  test('the JavaScript budget moves with the floor', () => {
    const page = { route: '/', js: 150 * KiB };
    expect(
      budgetReport({
        budgets,
        budgetsFile: '',
        floorJs,
        pages: [{ ...within, kind: 'home', ...page }],
      }).exitCode,
    ).toBe(1);
    const higherFloor = 143 * KiB;
    expect(
      budgetReport({
        budgets,
        budgetsFile: '',
        floorJs: higherFloor,
        pages: [{ ...within, kind: kindOf(page.route), ...page }],
      }).exitCode,
    ).toBe(0);
  });
});
