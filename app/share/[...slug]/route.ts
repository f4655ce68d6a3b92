import { owner } from '@/lib/site/owner';
import { cachedSharePicture } from '@/lib/seo/draw';
import { sharePictureSegments } from '@/lib/site/share-picture';
import { sitePages } from '@/lib/site/pages';
import { derived } from '@/lib/site/fresh';

// Real files with an extension, which every static host serves with the right type.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return sitePages().map(({ path }) => ({ slug: sharePictureSegments(path) }));
}

// Found by name, not by a search of every page for each picture (1,500 pages at 500 posts).
const pageAt = derived(
  () => [sitePages()] as const,
  (pages) => new Map(pages.map((page) => [sharePictureSegments(page.path).join('/'), page])),
);

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string[] }> }) {
  const { slug } = await params;
  const page = pageAt().get(slug.join('/'))!;
  const { body } = await cachedSharePicture(page.picture, owner.name);
  return new Response(new Uint8Array(body), { headers: { 'Content-Type': 'image/png' } });
}
