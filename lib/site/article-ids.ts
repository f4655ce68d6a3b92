// The places a post or story offers to links from other pages: its headings' ids as its page has
// them, the sanitizer's prefix included, so `/writing/x/#part` reaches `#user-content-part`.
import { idPrefix } from '../article/heading-ids';
import { articleTree } from '../article/tree';
import { walk } from '../article/walk';
import { languages } from '../content/owner';
import { postPathOf, postsOfEveryLanguage } from './posts';
import { projectPagePath, projectPagesIn } from './stories';

function bodyAt(path: string): string | undefined {
  const post = postsOfEveryLanguage().find((entry) => postPathOf(entry) === path);
  if (post) return post.body;
  for (const language of languages) {
    const story = projectPagesIn(language).find(
      (page) => projectPagePath(page.slug, language) === path,
    );
    if (story) return story.story.body;
  }
  return undefined;
}

/** The ids of the post's or story's headings at `path` (`/writing/x/`); none for another page. */
export function articleIdsAt(path: string): ReadonlySet<string> | undefined {
  const body = bodyAt(path.endsWith('/') ? path : `${path}/`);
  if (body === undefined) return undefined;
  const ids = new Set<string>();
  walk(articleTree(body), (node) => {
    if (node.type !== 'heading') return;
    const id = node.data?.hProperties?.id;
    if (typeof id === 'string') ids.add(idPrefix + id);
    return false;
  });
  return ids;
}
