// One tag vocabulary for projects and posts: /tags/<slug>/ lists both, /fr/tags/<slug>/ the
// cards and the French posts.
import { tagSlug } from '../tags';
import { showInvisible } from '../text';
import { posts, postsIn, type Post } from './posts';
import { projects } from '../content/projects';
import { derived } from './fresh';
import type { Project } from '../schema/content';
import { siteLanguage } from './language';

export interface SiteTag {
  slug: string;
  /** As first written (joiners in emoji kept): on a card, else in a post. */
  label: string;
  projects: Project[];
  posts: Post[];
}

export { tagPath } from './site-paths';

function gather(posts: readonly Post[], language = siteLanguage): SiteTag[] {
  const tags = new Map<string, SiteTag>();
  const entry = (label: string) => {
    const slug = tagSlug(label);
    let tag = tags.get(slug);
    if (!tag) tags.set(slug, (tag = { slug, label: label.trim(), projects: [], posts: [] }));
    return tag;
  };
  for (const project of projects)
    for (const label of project.tags ?? []) entry(label).projects.push(project);
  for (const post of posts) for (const tag of new Set(post.tags.map(entry))) tag.posts.push(post);
  return [...tags.values()].sort(
    (a, b) => count(b) - count(a) || a.label.localeCompare(b.label, language),
  );
}

export const count = (tag: SiteTag) => tag.projects.length + tag.posts.length;

/** The most used first. */
export const siteTags = derived(() => [posts()] as const, gather);

/** `language`'s tags: the cards' and its posts'. */
export const siteTagsIn = (language: string) =>
  language === siteLanguage ? siteTags() : gather(postsIn(language), language);

/** The site's tags of a list of labels, each once, in the list's order. */
export function tagsOf(labels: readonly string[], language = siteLanguage): SiteTag[] {
  const slugs = [...new Set(labels.map(tagSlug))];
  const tags = siteTagsIn(language);
  return slugs.flatMap((slug) => tags.find((tag) => tag.slug === slug) ?? []);
}

/** Posts that spell a tag otherwise than its first spelling: merged into one tag, and said. */
export function tagNotes(): string[] {
  return posts().flatMap((post) =>
    post.tags.flatMap((label) => {
      const [tag] = tagsOf([label]);
      if (!tag || tag.label === label.trim()) return [];
      const shown = showInvisible(label.trim());
      return [`${post.file}: tag "${shown}" is shown as "${tag.label}", as first written`];
    }),
  );
}
