/** @jest-environment node */
import { idPrefix } from '@/lib/article/heading-ids';
import { articleIdsAt } from '@/lib/site/article-ids';
import { postPathOf, postsOfEveryLanguage } from '@/lib/site/posts';

// The owner's posts, held to rules: each post's page offers its headings, and no other page does.
it('gives each post’s headings’ ids as its page has them, and none for a page without a post', () => {
  for (const post of postsOfEveryLanguage()) {
    const ids = articleIdsAt(postPathOf(post));
    expect(ids).toBeInstanceOf(Set);
    for (const id of ids!) expect(id.startsWith(idPrefix)).toBe(true);
    const headings = post.body.match(/^#{1,6} \S/gm)?.length ?? 0;
    if (headings > 0 && !/^(```|~~~)/m.test(post.body)) expect(ids!.size).toBeGreaterThan(0);
  }
  expect(articleIdsAt('/no/such/page/')).toBeUndefined();
  expect(articleIdsAt('/tags/')).toBeUndefined();
});
