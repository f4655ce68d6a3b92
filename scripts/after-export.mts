// `npm run build` after `next build`, in order. This process reads the content as the pages do;
// the last two steps are plain scripts, each run in its own.
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { demos } from '../lib/content/demos';
import { languages } from '../lib/content/owner';
import { inLanguage, otherLanguages } from '../lib/site/language';
import { resumeOutputNotes, resumeOutputWarnings } from '../lib/resume/build-notes';
import { resumeLeaks } from '../lib/resume/client-leaks';
import { checkContent } from '../lib/site/check';
import { checkedThisBuild, savedCheckReport } from '../lib/site/check-report';
import { demoRoutes, type DemoName } from '../lib/site/demos';
import { owner } from '../lib/site/owner';
import { postFolders, postRedirects, postsIn } from '../lib/site/posts';
import { feedPostCount, feeds } from '../lib/feeds/list';
import { redirectFile, redirectHtml } from '../lib/site/redirects';
import { resume } from '../lib/site/resume';
import { emptyListParam } from '../lib/static-params';
import { trimPageData } from '../lib/page-data';
import { filesIn, htmlFiles } from './html-files.mjs';

const outDir = 'out';
const run = (file: string, args: string[] = []) =>
  execFileSync(process.execPath, ['--import', 'tsx', `scripts/${file}`, ...args], {
    stdio: 'inherit',
  });
const fail = (message: string) => {
  console.error(message);
  process.exit(1);
};

const { warnings, notes } = checkedThisBuild() ? savedCheckReport() : await checkContent();
for (const warning of [...warnings, ...resumeOutputWarnings(resume)])
  console.warn(`Warning: ${warning}`);
for (const note of [...notes, ...resumeOutputNotes(resume)]) console.log(`Note: ${note}`);

// No script of the export may carry the résumé: every visitor downloads them.
const chunks = filesIn(join(outDir, '_next/static'))
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
const leaks = resumeLeaks(chunks, resume);
if (leaks.length > 0) fail(`The site's scripts carry the résumé:\n- ${leaks.join('\n- ')}`);
console.log(`Client code checked: none of ${chunks.length} scripts holds the résumé's text.`);

// Out of the upload: an empty list's placeholder page and the routes of the demos the owner removed.
const placeholders = readdirSync(outDir, { recursive: true, withFileTypes: true }).filter(
  (entry) => entry.name === emptyListParam,
);
for (const entry of placeholders) {
  rmSync(join(entry.parentPath, entry.name), { recursive: true, force: true });
}
if (placeholders.length > 0) {
  console.log(
    `Left out ${placeholders.length} placeholder page(s) Next.js needs for a kind of page with none to show (no series, say, or none in a language).`,
  );
}
const removed = (Object.keys(demoRoutes) as DemoName[]).filter((name) => !demos[name]);
for (const name of removed)
  for (const language of languages)
    rmSync(join(outDir, inLanguage(language, demoRoutes[name])), { recursive: true, force: true });
if (removed.length > 0)
  console.log(`Left out the pages of the demos removed: ${removed.join(', ')}.`);

for (const language of languages) {
  const total = postsIn(language).length;
  const held =
    total > feedPostCount ? `the newest ${feedPostCount} of ${total} posts` : `${total} post(s)`;
  const paths = feeds.map((feed) => inLanguage(language, feed.path));
  console.log(`Feeds: ${held} in ${paths.join(', ')}.`);
}

// Each other language's not-found page where hosts look for one (Cloudflare Pages by itself, nginx
// and Netlify by the README's lines), as Next.js writes out/404.html beside out/404/.
for (const language of otherLanguages)
  copyFileSync(join(outDir, language, '404/index.html'), join(outDir, language, '404.html'));

// A page at each old address of a post (`aliases`), before the security policy step.
for (const redirect of postRedirects()) {
  const file = join(outDir, redirectFile(redirect.from));
  // The content check refuses an old address that is a page; a file there is never replaced.
  if (existsSync(file))
    fail(`${redirect.file}: the old address ${redirect.from} is already ${file}`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, redirectHtml(redirect, owner.siteUrl));
}
const count = postRedirects().length;
console.log(
  `Redirects: ${count} old address${count === 1 ? '' : 'es'} lead${count === 1 ? 's' : ''} to a post.`,
);

// Each page's data without the CSS its <style> already holds, nor undefined props; before the
// security policy hashes the scripts that carry it.
let trimmed = 0;
for (const file of htmlFiles(outDir)) {
  try {
    const { html, saved } = trimPageData(readFileSync(file, 'utf8'));
    if (saved > 0) writeFileSync(file, html);
    trimmed += saved;
  } catch (error) {
    fail(`${file}: ${(error as Error).message}; this Next.js writes its page data otherwise`);
  }
}
console.log(`Page data: left out ${Math.round(trimmed / 1024)} KiB of copies from the pages.`);

run('apply-security-policy.mjs');
run('build-service-worker.mjs', ['out', ...postFolders()]);
