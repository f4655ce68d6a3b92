// One line-drawn glyph a network, sized by the surrounding text; a plain link for any other.
import type { ReactNode } from 'react';
import { networkKey } from '@/lib/schema/profiles';

const dot = { fill: 'currentColor', stroke: 'none' };

const glyphs: Record<string, ReactNode> = {
  // A branch: two commits and a merge.
  github: (
    <>
      <circle cx="6" cy="5" r="2.2" />
      <circle cx="6" cy="19" r="2.2" />
      <circle cx="18" cy="7" r="2.2" />
      <path d="M6 7.2v9.6M18 9.2c0 5-12 3-12 7.6" />
    </>
  ),
  // A fox's head: two ears over a pointed chin.
  gitlab: <path d="m12 21 9-7-2.5-10-3 7h-7l-3-7L3 14z" />,
  // A mountain with its peak's snow line.
  codeberg: <path d="M12 4 3 20h18zM8.5 13.5l3.5 2 3.5-2" />,
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <circle cx="8" cy="7.5" r="1.2" {...dot} />
      <path d="M8 11v6M12 17v-6M12 13.5c0-1.5 1-2.5 2.5-2.5s2.5 1 2.5 2.5V17" />
    </>
  ),
  // A speech bubble with an m in it.
  mastodon: (
    <>
      <path d="M5 4h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-8l-4 4v-4H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" />
      <path d="M8 13V9.5a1.5 1.5 0 0 1 3 0V13M11 9.5a1.5 1.5 0 0 1 3 0V13M14 9.5a1.5 1.5 0 0 1 3 0V13" />
    </>
  ),
  // A butterfly's two pairs of wings.
  bluesky: (
    <path d="M12 11C9 6 5 3.5 3.5 5S4 11 8 12c-3 1-3.5 4-1.5 5S11 15 12 13c1 2 3.5 5 5.5 4s1.5-4-1.5-5c4-1 6-5.5 4.5-7S15 6 12 11z" />
  ),
  x: <path d="m4 4 16 16M20 4 4 20" />,
  // A smiling face.
  huggingface: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="9" cy="10" r="1.3" {...dot} />
      <circle cx="15" cy="10" r="1.3" {...dot} />
      <path d="M8 14c1 2 2.3 3 4 3s3-1 4-3" />
    </>
  ),
  // A tray with answers stacked in it.
  stackoverflow: <path d="M5 14v6h14v-6M8 17h8M8.5 13.5l7.5 1M10 9.5l7 3M12.5 5.5l5.5 5" />,
  youtube: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="4" />
      <path d="m10 9 5 3-5 3z" {...dot} />
    </>
  ),
  // A K.
  kaggle: <path d="M7 3v18M17 4l-8 8 8 9" />,
  email: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m4 7 8 6 8-6" />
    </>
  ),
};
glyphs.twitter = glyphs.x;

// Two chain links.
const linkGlyph = (
  <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
);

/** Which glyph a network gets: its own, matched by name in any case, or `link`. */
export const iconName = (network: string) =>
  Object.hasOwn(glyphs, networkKey(network)) ? networkKey(network) : 'link';

export function ProfileIcon({ network }: { network: string }) {
  const name = iconName(network);
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      <g
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {glyphs[name] ?? linkGlyph}
      </g>
    </svg>
  );
}
