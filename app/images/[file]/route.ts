import { join } from 'node:path';
import { siteImages } from '@/lib/images/content-images';
import { cachedWebp } from '@/lib/images/encode';
import { imageVariants } from '@/lib/images/variants';
import { staticParams } from '@/lib/static-params';

export const dynamic = 'force-static';
export const dynamicParams = false;

const variants = imageVariants(
  siteImages().flatMap(({ path, use }) => (use ? [{ source: path, use }] : [])),
);

// A site of SVG pictures only (and no quote viewer) has no copies to make.
export const generateStaticParams = () =>
  staticParams(
    'file',
    variants.map(({ file }) => file),
  );

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const variant = variants.find((candidate) => candidate.file === file);
  if (!variant) return new Response('');
  const source = join(process.cwd(), 'public', variant.source);
  const body = await cachedWebp(source, variant.width, variant.aspect);
  return new Response(new Uint8Array(body), { headers: { 'Content-Type': 'image/webp' } });
}
