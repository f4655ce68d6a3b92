/** @jest-environment node */
jest.mock('server-only', () => ({}));
jest.mock('@/lib/content/owner', () => ({
  ...jest.requireActual('@/lib/content/owner'),
  languages: ['sw'],
}));
// The slow parts of the check, which this test is not about.
jest.mock('@/lib/site/pictures', () => ({
  ...jest.requireActual('@/lib/site/pictures'),
  unreadableContentImages: async () => [],
}));
jest.mock('@/lib/site/markdown-check', () => ({
  ...jest.requireActual('@/lib/site/markdown-check'),
  markdownContentProblems: () => [],
}));

it('stops the build when a language has no dictionary, naming the file to add', async () => {
  const { checkContent } = await import('@/lib/site/check');
  const { problems } = await checkContent();
  expect(problems).toContain(
    'lib/content/owner.ts: languages has "sw", which has no dictionary: add lib/words/sw.ts (a copy of en.ts in your words) and list it in lib/words/index.ts',
  );
});
