// Where each part of the owner's content lives, in the order the build lists their problems.
export const contentFiles = {
  resume: 'lib/content/resume.json',
  owner: 'lib/content/owner.ts',
  demos: 'lib/content/demos.ts',
  projects: 'lib/content/projects.ts',
  quotes: 'lib/content/quotes.ts',
  markdownSample: 'lib/content/markdown-sample.ts',
  stories: 'lib/content/projects',
  posts: 'lib/content/writing',
} as const;
