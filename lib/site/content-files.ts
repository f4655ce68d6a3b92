// Where each part of the owner's content lives, relative to the project's root, in the order the
// build lists their problems (the résumé first: who you are comes from it).
export const contentFiles = {
  resume: 'lib/content/resume.json',
  owner: 'lib/content/owner.ts',
  demos: 'lib/content/demos.ts',
  projects: 'lib/content/projects.ts',
  quotes: 'lib/content/quotes.ts',
  markdownSample: 'lib/content/markdown-sample.ts',
  /** Folders of markdown files, one per entry. */
  stories: 'lib/content/projects',
  posts: 'lib/content/writing',
} as const;
