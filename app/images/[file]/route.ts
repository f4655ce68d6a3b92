import { join } from 'node:path';
import { siteImages } from '@/lib/images/content-images';
import { cachedWebp } from '@/lib/images/encode';
import { imageVariants } from '@/lib/images/variants';

export const dynamic = 'force-static';
export const dynamicParams = false;

const variants = imageVariants(
  siteImages().flatMap(({ path, use }) => (use ? [{ source: path, use }] : [])),
);

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
