import { owner } from '@/lib/site/owner';
import { cachedSharePicture } from '@/lib/seo/draw';
import { sharePictureSegments } from '@/lib/site/share-picture';
import { sitePages } from '@/lib/site/pages';

// Real files with an extension, which every static host serves with the right type.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return sitePages().map(({ path }) => ({ slug: sharePictureSegments(path) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string[] }> }) {
  const { slug } = await params;
  const page = sitePages().find(
    ({ path }) => sharePictureSegments(path).join('/') === slug.join('/'),
  )!;
  const { body } = await cachedSharePicture(page.picture, owner.name);
  return new Response(new Uint8Array(body), { headers: { 'Content-Type': 'image/png' } });
}
