/**
 * The URL of a file in public/. next/link adds the base path by itself; plain <img> and <audio>
 * sources do not, so every asset URL goes through here.
 */
export function assetPath(path: string): string {
  const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '';
  return `${basePath}${path.startsWith('/') ? path : `/${path}`}`;
}
