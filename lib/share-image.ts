import { owner } from './content/owner';

/** The picture shown when a page of the site is shared (made by app/share-image.jpg/route.tsx). */
export const shareImage = {
  url: '/share-image.jpg',
  width: 1200,
  height: 630,
  alt: `${owner.name}: projects and small web apps`,
} as const;
