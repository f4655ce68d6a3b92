// One tag vocabulary for projects and posts: /tags/<slug>/ lists both.
import { tagSlug } from '../tags';
import { posts, type Post } from './posts';
import { projects } from './projects';
import type { Project } from './schemas';

export interface SiteTag {
  slug: string;
  /** As first written: on a card, else in a post. */
  label: string;
  projects: Project[];
  posts: Post[];
}

export const tagPath = (slug: string) => `/tags/${encodeURIComponent(slug)}/`;

function gather(): SiteTag[] {
  const tags = new Map<string, SiteTag>();
  const entry = (label: string) => {
    const slug = tagSlug(label);
    let tag = tags.get(slug);
    if (!tag) tags.set(slug, (tag = { slug, label: label.trim(), projects: [], posts: [] }));
    return tag;
  };
  for (const project of projects)
    for (const label of project.tags ?? []) entry(label).projects.push(project);
  for (const post of posts) {
    for (const label of new Set(post.tags.map(tagSlug))) {
      entry(post.tags.find((tag) => tagSlug(tag) === label)!).posts.push(post);
    }
  }
  return [...tags.values()].sort(
    (a, b) => count(b) - count(a) || a.label.localeCompare(b.label, 'en'),
  );
}

export const count = (tag: SiteTag) => tag.projects.length + tag.posts.length;

export const siteTags = gather();

/** Characters an address cannot carry in a path segment as they are. */
const unsafe = /[/?#%\\]/;

export function tagProblems(): string[] {
  return siteTags
    .filter((tag) => unsafe.test(tag.slug))
    .map((tag) => `the tag "${tag.label}" cannot be a page's address: leave out / ? # % and \\`);
}

/** Posts that spell a tag otherwise than its first spelling: merged into one tag, and said. */
export function tagNotes(): string[] {
  return posts.flatMap((post) =>
    post.tags
      .filter((label) => {
        const tag = siteTags.find((candidate) => candidate.slug === tagSlug(label));
        return tag !== undefined && tag.label !== label.trim();
      })
      .map((label) => {
        const tag = siteTags.find((candidate) => candidate.slug === tagSlug(label))!;
        return `${post.file}: tag "${label}" is shown as "${tag.label}", as first written`;
      }),
  );
}
