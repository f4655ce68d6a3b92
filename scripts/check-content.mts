// First step of `npm run build`: the owner's content problems as a plain list of fixes, and a
// non-zero exit, before Next.js starts (its own errors would wrap them in stack traces).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseResume, resumeWarnings } from '../lib/resume/check';

const fail = (problems: string[]) => {
  console.error(`Your content needs a fix:\n- ${problems.join('\n- ')}`);
  process.exit(1);
};

// Read as text first: the modules below import the résumé, and a file that is not JSON would stop
// them with a stack trace instead of its line and column.
const resumeFile = 'lib/content/resume.json';
const parsed = parseResume(readFileSync(new URL(`../${resumeFile}`, import.meta.url), 'utf8'));
if ('problem' in parsed) fail([`${resumeFile}: ${parsed.problem}`]);

const { content } = await import('../lib/content');
const { contentProblems, contentWarnings } = await import('../lib/content/check');
const { unreadableContentImages } = await import('../lib/images/content-images');
const { markdownContentNotes, markdownContentProblems } =
  await import('../lib/content/markdown-check');

const publicDir = join(process.cwd(), 'public');
const fileExists = (path: string) => existsSync(join(publicDir, path));
const problems = [
  ...contentProblems(content, fileExists),
  ...markdownContentProblems(fileExists),
  ...(await unreadableContentImages(content, publicDir)),
];
const warnings = [
  ...contentWarnings(content.owner, process.env.SITE_URL),
  ...(problems.length > 0 ? [] : resumeWarnings(content.resume).map((w) => `${resumeFile}: ${w}`)),
];
for (const warning of warnings) console.warn(`Warning: ${warning}`);
for (const note of markdownContentNotes()) console.log(`Note: ${note}`);
if (problems.length > 0) fail(problems);
console.log('Content checked: no problems.');
