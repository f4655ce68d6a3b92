/** @jest-environment node */
jest.mock('server-only', () => ({}));
jest.mock('@/lib/site/check', () => ({
  checkContent: jest.fn(async () => ({
    problems: ['lib/content/writing/a.md:3: date "2023-02-30" is not a date (YYYY-MM-DD)'],
    warnings: [],
    notes: [],
  })),
}));

const env = process.env as Record<string, string | undefined>;
const load = () =>
  jest.requireActual<typeof import('@/lib/site/content-problems')>('@/lib/site/content-problems');

describe("the content's list of fixes", () => {
  afterEach(() => {
    env.NODE_ENV = 'test';
    delete env.CONTENT_CHECKED;
    jest.restoreAllMocks();
  });

  it('stops next build with the list, as the owner reads it', async () => {
    env.NODE_ENV = 'production';
    const { contentProblems } = load();
    await expect(contentProblems()).rejects.toThrow(
      'Your content needs a fix:\n- lib/content/writing/a.md:3: date "2023-02-30" is not a date (YYYY-MM-DD)',
    );
  });

  it('in npm run build, whose first step checked the same files, does not check again', async () => {
    env.NODE_ENV = 'production';
    env.CONTENT_CHECKED = 'true';
    const { checkContent } =
      jest.requireMock<typeof import('@/lib/site/check')>('@/lib/site/check');
    jest.mocked(checkContent).mockClear();
    const { contentProblems } = load();
    await expect(contentProblems()).resolves.toEqual([]);
    expect(checkContent).not.toHaveBeenCalled();
  });

  it('in next dev, prints the list and returns it for the page to show', async () => {
    let contentProblems!: typeof import('@/lib/site/content-problems').contentProblems;
    jest.isolateModules(() => {
      env.NODE_ENV = 'development';
      ({ contentProblems } = load());
    });
    const printed = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(contentProblems()).resolves.toEqual([
      'lib/content/writing/a.md:3: date "2023-02-30" is not a date (YYYY-MM-DD)',
    ]);
    expect(printed).toHaveBeenCalledWith(expect.stringContaining('Your content needs a fix:'));
  });
});
