// What a page's share picture shows, and where it is published. Pure: the drawing is in draw.ts.

/** What a share picture shows; every field is drawn, so every field is part of its cache key. */
export interface SharePicture {
  /** The page's title, as large as it fits (wrapped, cut with an ellipsis). */
  title: string;
  /** A line under it: a tagline, a date and reading time, a project's tags. */
  subtitle?: string;
  /** What kind of page it is, shown above the title: "Demo", "Project", "Post". */
  kind: string;
  /** A picture from public/ ("/images/x.png"), shown beside the text. */
  image?: string;
}

export const sharePictureSize = { width: 1200, height: 630 } as const;

/** The folder in out/ the pictures are exported to (by app/share/[...slug]/route.ts). */
const folder = 'share';

/** A page's path without its slashes, in parts: "/" -> ["index"], "/projects/a/" -> ["projects", "a"]. */
function pageParts(pagePath: string): string[] {
  const parts = pagePath.split('/').filter(Boolean);
  return parts.length > 0 ? parts : ['index'];
}

/** The picture's parts under /share/, as the route's generateStaticParams gives them. */
export function sharePictureSegments(pagePath: string): string[] {
  const parts = pageParts(pagePath);
  return [...parts.slice(0, -1), `${parts.at(-1)}.png`];
}

/** Where a page's picture is published: "/clock/" -> "/share/clock.png", "/" -> "/share/index.png". */
export function sharePicturePath(pagePath: string): string {
  return `/${[folder, ...sharePictureSegments(pagePath)].join('/')}`;
}

/** The picture's words for someone who cannot see it. */
export function sharePictureAlt(picture: SharePicture, ownerName: string): string {
  const subtitle = picture.subtitle ? `, ${picture.subtitle}` : '';
  return `${picture.kind}: ${picture.title}${subtitle} (${ownerName})`;
}
