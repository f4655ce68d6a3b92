// Every page with a share picture, and what its picture shows: app/share/[...slug]/route.ts draws
// one per entry. A page passes the same picture to pageMetadata, so build both from one function.
import { demos } from '@/lib/content/demos';
import { owner } from '@/lib/content/owner';
import type { SharePicture } from './share-picture';

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

export function sharedPages(): SharedPage[] {
  return [
    { path: '/', picture: homePicture() },
    ...(Object.keys(demos) as DemoName[]).map((name) => ({
      path: `${demos[name].path}/`,
      picture: demoPicture(name),
    })),
  ];
}
