// First step of `npm run build`: the owner's content problems as a plain list of fixes, and a
// non-zero exit, before Next.js starts (its own errors would wrap them in stack traces).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { content } from '../lib/content';
import { contentProblems, contentWarnings } from '../lib/content/check';
import { markdownContentNotes, markdownContentProblems } from '../lib/content/markdown-check';
import { unreadableContentImages } from '../lib/images/content-images';

const publicDir = join(process.cwd(), 'public');
const fileExists = (path: string) => existsSync(join(publicDir, path));
const problems = [
  ...contentProblems(content, fileExists),
  ...markdownContentProblems(fileExists),
  ...(await unreadableContentImages(content, publicDir)),
];
for (const warning of contentWarnings(content.owner, process.env.SITE_URL)) {
  console.warn(`Warning: ${warning}`);
}
for (const note of markdownContentNotes()) console.log(`Note: ${note}`);
if (problems.length > 0) {
  console.error(`Your content needs a fix:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('Content checked: no problems.');
