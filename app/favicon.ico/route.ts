import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { appIcon, icoFromPng } from '@/lib/images/encode';

// For browsers that take no SVG icon, and those that ask for /favicon.ico before reading a page.
export const dynamic = 'force-static';

const size = 32;

export async function GET() {
  const logo = await readFile(join(process.cwd(), 'public', 'logo.svg'));
  const body = icoFromPng(await appIcon(logo, size, undefined), size);
  return new Response(new Uint8Array(body), { headers: { 'Content-Type': 'image/x-icon' } });
}
