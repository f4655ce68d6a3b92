// Pure: the drawing is in draw.ts.

/** Every field is drawn, so every field is part of its cache key. */
export interface SharePicture {
  title: string;
  subtitle?: string;
  kind: string;
  image?: string;
}

export const sharePictureSize = { width: 1200, height: 630 } as const;

// app/share/[...slug]/route.ts exports the pictures there.
const folder = 'share';

function pageParts(pagePath: string): string[] {
  const parts = pagePath.split('/').filter(Boolean);
  return parts.length > 0 ? parts : ['index'];
}

export function sharePictureSegments(pagePath: string): string[] {
  const parts = pageParts(pagePath);
  return [...parts.slice(0, -1), `${parts.at(-1)}.png`];
}

export function sharePicturePath(pagePath: string): string {
  return `/${[folder, ...sharePictureSegments(pagePath)].join('/')}`;
}

export function sharePictureAlt(picture: SharePicture, ownerName: string): string {
  const subtitle = picture.subtitle ? `, ${picture.subtitle}` : '';
  return `${picture.kind}: ${picture.title}${subtitle} (${ownerName})`;
}
