// Every page with a share picture, and what its picture shows: app/share/[...slug]/route.ts draws
// one per entry. A page passes the same picture to pageMetadata, so build both from one function.
import { demos } from '@/lib/content/demos';
import { owner } from '@/lib/content/owner';
import { postPath, posts, type Post } from '@/lib/content/posts';
import { count, siteTags, tagPath, type SiteTag } from '@/lib/content/site-tags';
import { projectPagePath, projectPages, type ProjectPage } from '@/lib/content/stories';
import type { SharePicture } from './share-picture';
import { plural } from '@/lib/plural';

export interface SharedPage {
  /** The page's path, with its trailing slash: "/", "/clock/". */
  path: string;
  picture: SharePicture;
}

type DemoName = keyof typeof demos;

export const homePicture = (): SharePicture => ({
  kind: 'Portfolio',
  title: owner.name,
  subtitle: owner.tagline,
  ...(owner.shareImage && { image: owner.shareImage }),
});

export const demoPicture = (name: DemoName): SharePicture => ({
  kind: 'Demo',
  title: demos[name].title,
  subtitle: demos[name].description,
});

const longDate = new Intl.DateTimeFormat('en', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export const projectPicture = ({ project }: ProjectPage): SharePicture => ({
  kind: 'Project',
  title: project.title,
  ...(project.tags?.length && { subtitle: project.tags.join(' · ') }),
  image: project.image,
});

export const postPicture = (post: Post): SharePicture => ({
  kind: 'Post',
  title: post.title,
  subtitle: `${longDate.format(new Date(`${post.date}T00:00:00Z`))} · ${post.readingMinutes} min read`,
});

export const tagPicture = (tag: SiteTag): SharePicture => ({
  kind: 'Tag',
  title: tag.label,
  subtitle: [
    tag.projects.length > 0 && plural(tag.projects.length, 'project'),
    tag.posts.length > 0 && plural(tag.posts.length, 'post'),
  ]
    .filter(Boolean)
    .join(' · '),
});

export const sectionPicture = (title: string, subtitle: string): SharePicture => ({
  kind: title,
  title: owner.name,
  subtitle,
});

export const writingPicture = (list: readonly Post[] = posts) =>
  sectionPicture('Writing', plural(list.length, 'post'));
export const tagsPicture = (tags: readonly SiteTag[] = siteTags) =>
  sectionPicture('Tags', plural(tags.length, 'topic'));
export const aboutPicture = () => sectionPicture('About', owner.tagline);

export function sharedPages(): SharedPage[] {
  return [
    { path: '/', picture: homePicture() },
    { path: '/about/', picture: aboutPicture() },
    { path: '/writing/', picture: writingPicture() },
    { path: '/tags/', picture: tagsPicture() },
    ...projectPages.map((page) => ({
      path: projectPagePath(page.slug),
      picture: projectPicture(page),
    })),
    ...posts.map((post) => ({ path: postPath(post.slug), picture: postPicture(post) })),
    ...siteTags
      .filter((tag) => count(tag) > 0)
      .map((tag) => ({ path: tagPath(tag.slug), picture: tagPicture(tag) })),
    ...(Object.keys(demos) as DemoName[]).map((name) => ({
      path: `${demos[name].path}/`,
      picture: demoPicture(name),
    })),
  ];
}
