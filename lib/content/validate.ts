// Stops the build with the owner's content problems listed, before any page is made of them.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { contentProblems } from './check';
import { content } from './index';
import { markdownContentProblems } from './markdown-check';

export function validateContent(): void {
  const fileExists = (path: string) => existsSync(join(process.cwd(), 'public', path));
  const problems = [
    ...contentProblems(content, fileExists),
    ...markdownContentProblems(fileExists),
  ];
  if (problems.length > 0) {
    throw new Error(`Your content needs a fix:\n- ${problems.join('\n- ')}`);
  }
}
