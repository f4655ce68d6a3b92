import { owner } from './site';

/** The picture shown when a page of the site is shared (drawn by app/share-image.png/route.tsx). */
export const shareImage = {
  url: '/share-image.png',
  width: 1200,
  height: 630,
  alt: `${owner.name}: projects and small web apps`,
} as const;
