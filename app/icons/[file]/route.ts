import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { appIcon } from '@/lib/images/encode';
import { appIcons, maskableBackground } from '@/lib/images/icons';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return appIcons.map(({ file }) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const icon = appIcons.find((candidate) => candidate.file === file)!;
  const logo = await readFile(join(process.cwd(), 'public', 'logo.svg'));
  const maskable = icon.purpose === 'maskable' ? { background: maskableBackground } : undefined;
  const body = await appIcon(logo, icon.size, maskable);
  return new Response(new Uint8Array(body), { headers: { 'Content-Type': 'image/png' } });
}
