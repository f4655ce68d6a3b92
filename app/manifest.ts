import type { MetadataRoute } from 'next';
import { owner, siteTitle } from '@/lib/site/owner';
import { appIcons } from '@/lib/images/encode';
import { siteColours } from '@/lib/site-colours';
import { assetPath } from '@/lib/urls.mjs';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: siteTitle(owner.name),
    short_name: owner.name,
    description: owner.tagline,
    id: assetPath('/'),
    start_url: assetPath('/'),
    scope: assetPath('/'),
    display: 'standalone',
    // A manifest holds one pair of colours; the pages' theme-color tags give the dark one.
    background_color: siteColours.light,
    theme_color: siteColours.light,
    icons: appIcons.map(({ file, size, purpose }) => ({
      src: assetPath(`/icons/${file}`),
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  };
}
