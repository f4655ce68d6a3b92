import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { appIcon, icoFromPng } from '@/lib/images/encode';

// Exported at build time as /favicon.ico, drawn from the site's logo: browsers ask for it on
// their own (before a page's icon link is read, or while the router swaps the head), and a
// missing file is a 404, or offline a failed request, every time.
export const dynamic = 'force-static';

const size = 32;

export async function GET() {
  const logo = await readFile(join(process.cwd(), 'public', 'logo.svg'));
  const body = icoFromPng(await appIcon(logo, size, undefined), size);
  return new Response(new Uint8Array(body), { headers: { 'Content-Type': 'image/x-icon' } });
}
