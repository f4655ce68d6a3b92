import { readFile } from 'node:fs/promises';
import { siteImages } from '@/lib/site/pictures';
import { cachedWebp } from '@/lib/images/encode';
import { safeSvg } from '@/lib/images/safe-svg';
import { imageVariants } from '@/lib/images/variants';
import { staticParams } from '@/lib/static-params';
import { pictureFile } from '@/lib/site/content-files';

export const dynamic = 'force-static';
export const dynamicParams = false;

const variants = imageVariants(
  siteImages().flatMap(({ path, use }) => (use ? [{ source: path, use }] : [])),
);

// A site without pictures (and no quote viewer) has none to copy.
export const generateStaticParams = () =>
  staticParams(
    'file',
    variants.map(({ file }) => file),
  );

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const variant = variants.find((candidate) => candidate.file === file);
  if (!variant) return new Response('');
  const source = pictureFile(variant.source);
  if (variant.width === undefined) {
    // Only drawing is published (the check names what is left out).
    const { svg } = safeSvg(await readFile(source, 'utf8'));
    return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
  }
  const body = await cachedWebp(source, variant.width, variant.aspect);
  return new Response(new Uint8Array(body), { headers: { 'Content-Type': 'image/webp' } });
}
