// Where each part of the owner's content lives, relative to the project's root: for messages that
// name the file to fix, and for the readers of the markdown folders.
export const contentFiles = {
  owner: 'lib/content/owner.ts',
  demos: 'lib/content/demos.ts',
  projects: 'lib/content/projects.ts',
  quotes: 'lib/content/quotes.ts',
  markdownSample: 'lib/content/markdown-sample.ts',
  resume: 'lib/content/resume.json',
  /** Folders of markdown files, one per entry. */
  stories: 'lib/content/projects',
  posts: 'lib/content/writing',
} as const;
