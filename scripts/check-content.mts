// First step of `npm run build`: the owner's content problems as a plain list of fixes, and a
// non-zero exit, before Next.js starts (its own errors would wrap them in stack traces).
import { readFileSync } from 'node:fs';
import { contentFiles } from '../lib/site/content-files';
import { contentFixMessage } from '../lib/site/issues';
import { parseResume } from '../lib/resume/check';

const fail = (problems: string[]) => {
  console.error(contentFixMessage(problems));
  process.exit(1);
};

// Read as text first: the modules below import the résumé, and a file that is not JSON would stop
// them with a stack trace instead of its line and column.
const resumeText = readFileSync(new URL(`../${contentFiles.resume}`, import.meta.url), 'utf8');
const parsed = parseResume(resumeText);
if ('problem' in parsed) fail([`${contentFiles.resume}: ${parsed.problem}`]);

const { checkContent } = await import('../lib/site/check');
const { problems, warnings, notes } = await checkContent();
for (const warning of warnings) console.warn(`Warning: ${warning}`);
if (problems.length > 0) fail(problems);
// Only once nothing needs a fix: the list of fixes stays the one thing to read.
for (const note of notes) console.log(`Note: ${note}`);
console.log('Content checked: no problems.');
