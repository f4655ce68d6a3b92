import { appIcon, appIcons } from '@/lib/images/encode';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return appIcons.map(({ file }) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const icon = appIcons.find((candidate) => candidate.file === file)!;
  const body = await appIcon(icon.size, icon.purpose === 'maskable');
  return new Response(new Uint8Array(body), { headers: { 'Content-Type': 'image/png' } });
}
