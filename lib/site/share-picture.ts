import { fill } from '../words/format';
import { words as siteWords } from './words';
/** Every field is drawn (draw.ts), so every field is part of its cache key. */
export type SharePicture = {
  title: string;
  subtitle?: string;
  kind: string;
  image?: string;
  /** A right-to-left page's picture is drawn from the right. */
  dir?: 'rtl';
};

export const sharePictureSize = { width: 1200, height: 630 } as const;

// A file name no host decodes into another (Next.js writes `c%2B%2B.png`, hosts read `c++.png`):
// a-z, 0-9 and - stay, any other character is its UTF-8 bytes as _xx: `c++` -> `c_2b_2b`.
const fileName = (segment: string) =>
  [...new TextEncoder().encode(decodeURIComponent(segment))]
    .map((byte) => {
      const character = String.fromCharCode(byte);
      return /[a-z0-9-]/.test(character) ? character : `_${byte.toString(16).padStart(2, '0')}`;
    })
    .join('');

export function sharePictureSegments(pagePath: string): string[] {
  const parts = pagePath.split('/').filter(Boolean).map(fileName);
  return parts.length > 0 ? [...parts.slice(0, -1), `${parts.at(-1)}.png`] : ['index.png'];
}

export const sharePicturePath = (pagePath: string) =>
  `/${['share', ...sharePictureSegments(pagePath)].join('/')}`;

/** In `words`' language: its punctuation, « Article : … » in French, 「記事：…（…）」 in Japanese. */
export function sharePictureAlt(
  picture: SharePicture,
  ownerName: string,
  words = siteWords,
): string {
  const { kind, title, subtitle } = picture;
  const values = { kind, title, subtitle: subtitle ?? '', name: ownerName };
  return fill(subtitle ? words.share.altWithSubtitle : words.share.alt, values);
}
