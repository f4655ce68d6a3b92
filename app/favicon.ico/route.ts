import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { appIcon, icoFromPng } from '@/lib/images/encode';

// Exported at build time as /favicon.ico, drawn from the site's logo, for browsers that take no
// SVG icon (app/layout.tsx links both); at the root it also answers the browsers that ask for
// /favicon.ico on their own before reading a page's links.
export const dynamic = 'force-static';

const size = 32;

export async function GET() {
  const logo = await readFile(join(process.cwd(), 'public', 'logo.svg'));
  const body = icoFromPng(await appIcon(logo, size, undefined), size);
  return new Response(new Uint8Array(body), { headers: { 'Content-Type': 'image/x-icon' } });
}
