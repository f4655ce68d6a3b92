import { join } from 'node:path';
import { owner } from '@/lib/content/owner';
import { projects } from '@/lib/content/projects';
import { quoteBackground } from '@/lib/content/quotes';
import { cachedWebp } from '@/lib/images/encode';
import { backgroundImage, cardImage, imageVariants, portraitImage } from '@/lib/images/variants';

// Exported at build time as one .webp file per resized copy of each raster image in the content.
export const dynamic = 'force-static';
export const dynamicParams = false;

const variants = imageVariants([
  ...projects.map((project) => ({ source: project.image, use: cardImage })),
  { source: quoteBackground, use: backgroundImage },
  ...(owner.photo ? [{ source: owner.photo, use: portraitImage }] : []),
]);

export function generateStaticParams() {
  return variants.map(({ file }) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const variant = variants.find((candidate) => candidate.file === file)!;
  const source = join(process.cwd(), 'public', variant.source);
  const body = await cachedWebp(source, variant.width, variant.aspect);
  return new Response(new Uint8Array(body), { headers: { 'Content-Type': 'image/webp' } });
}
