import type { MetadataRoute } from 'next';
import { owner } from '@/lib/content/owner';
import { appIcons } from '@/lib/images/icons';
import { siteColours } from '@/lib/site-colours';
import { assetPath } from '@/lib/urls.mjs';

// Exported at build time as /manifest.webmanifest, which makes the site installable.
export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: `${owner.name} · Portfolio`,
    short_name: owner.name,
    description: owner.tagline,
    id: assetPath('/'),
    start_url: assetPath('/'),
    scope: assetPath('/'),
    display: 'standalone',
    // A manifest holds one pair of colours: the light scheme's. The pages' theme-color meta tags
    // (app/layout.tsx) give the window its dark colour when the system is dark.
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
