// `npm run build`'s first step: content problems end the build here, as the list of fixes alone,
// before Next.js starts (inside its prerender they would come with a stack trace and a digest).
// Its warnings and notes are printed by after-export.mts, after Next.js's list of pages.
import { checkContent } from '../lib/site/check';
import { saveCheckReport } from '../lib/site/check-report';
import { savePostsRead } from '../lib/site/posts';

const { problems, warnings, notes } = await checkContent();
if (problems.length > 0) {
  console.error(`Your content needs a fix:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
saveCheckReport({ warnings, notes });
savePostsRead();
