// No script of the export may carry the résumé: every visitor downloads them.
import { readFileSync } from 'node:fs';
import { resume } from '../lib/site/resume';
import { resumeLeaks } from '../lib/resume/client-leaks';
import { filesIn } from './html-files.mjs';

const chunks = filesIn('out/_next/static')
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
const leaks = resumeLeaks(chunks, resume);
if (leaks.length > 0) {
  console.error(`The site's scripts carry the résumé:\n- ${leaks.join('\n- ')}`);
  process.exit(1);
}
console.log(`Client code checked: none of ${chunks.length} scripts holds the résumé's text.`);
