// A page at each old address of a post (`aliases`), before the security policy step.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { owner } from '../lib/site/owner';
import { postRedirects } from '../lib/site/posts';
import { redirectFile, redirectHtml } from '../lib/site/redirects';

const outDir = process.argv[2] ?? 'out';

for (const redirect of postRedirects()) {
  const file = join(outDir, redirectFile(redirect.from));
  // The content check refuses an old address that is a page; a file there is never replaced.
  if (existsSync(file)) {
    console.error(`${redirect.file}: the old address ${redirect.from} is already ${file}`);
    process.exit(1);
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, redirectHtml(redirect, owner.siteUrl));
}
const count = postRedirects().length;
console.log(
  `Redirects: ${count} old address${count === 1 ? '' : 'es'} lead${count === 1 ? 's' : ''} to a post.`,
);
