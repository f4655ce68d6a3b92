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

/**
 * A file name no host decodes into another: Next.js writes a route's file under its
 * percent-encoded name (`c%2B%2B.png`), which hosts decode before they look (`c++.png`). So a-z,
 * 0-9 and - stay, and any other character is its UTF-8 bytes as _xx: `c++` -> `c_2b_2b`.
 */
function fileName(segment: string): string {
  return [...new TextEncoder().encode(decodeURIComponent(segment))]
    .map((byte) => {
      const character = String.fromCharCode(byte);
      return /[a-z0-9-]/.test(character) ? character : `_${byte.toString(16).padStart(2, '0')}`;
    })
    .join('');
}

function pageParts(pagePath: string): string[] {
  const parts = pagePath.split('/').filter(Boolean).map(fileName);
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
