import { appIcon, icoFromPng } from '@/lib/images/encode';

// For browsers that take no SVG icon, and those that ask for /favicon.ico before reading a page.
export const dynamic = 'force-static';

const size = 32;

export async function GET() {
  const body = icoFromPng(await appIcon(size), size);
  return new Response(new Uint8Array(body), { headers: { 'Content-Type': 'image/x-icon' } });
}
