import { availableParallelism } from 'node:os';
import { normalizeBasePath } from './lib/urls.mjs';

// BASE_PATH serves the site from a sub-path, e.g. "/my-portfolio" for a GitHub Pages project site.
const basePath = normalizeBasePath(process.env.BASE_PATH);

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // Every route becomes folder/index.html, which every static host serves for /route and /route/.
  trailingSlash: true,
  basePath,
  // No image server exists after export: lib/images resizes at build time.
  images: { unoptimized: true },
  env: { NEXT_PUBLIC_BASE_PATH: basePath },
  reactStrictMode: true,
  // Styles arrive inside the HTML, so nothing blocks the first paint.
  // Chunked by which pages use each style, with requests nearly free (they are inlined): a page
  // carries no other page's CSS (the default merged the résumé's and the calculator's into others).
  experimental: {
    inlineCss: true,
    // Turbopack's build cache: writing it made a cold build of 500 posts 32 s slower, and reading it
    // made the next build no faster (compile 10 s instead of 27, offset by tracking and reading).
    turbopackFileSystemCacheForBuild: false,
    cssChunking: { type: 'graph', requestCost: 800 },
    // Pages are prerendered by a worker per core (Next.js leaves one core out: on two cores, one).
    cpus: availableParallelism(),
  },
  turbopack: {
    // The markdown parser's entity decoder, for the page and for the preview worker alike.
    resolveAlias: {
      'decode-named-character-reference': {
        browser: './lib/markdown/named-character-reference.ts',
      },
      // remark-gfm's markdown writer, which no page calls (3 KiB on the markdown page).
      'mdast-util-to-markdown': { browser: './lib/markdown/no-markdown-writer.ts' },
      'markdown-table': { browser: './lib/markdown/no-markdown-writer.ts' },
    },
  },
  poweredByHeader: false,
  // `npm run dev` opened at 127.0.0.1 rather than localhost keeps its hot reload (Next 16 blocks it).
  allowedDevOrigins: ['127.0.0.1'],
  // pdfkit reads its own data files from beside its code at run time (/resume.pdf), unbundled.
  // subset-font loads harfbuzz's WebAssembly from beside its code too (the math font).
  serverExternalPackages: ['pdfkit', 'subset-font'],
  // scripts/build.mjs checks the site's code (not its tests) beside the content check, and .ci/run
  // once `npm run typecheck` has passed; either sets TYPES_CHECKED, so Next.js skips its own pass.
  typescript: {
    ignoreBuildErrors: process.env.TYPES_CHECKED === 'true',
    tsconfigPath: 'tsconfig.build.json',
  },
};

export default nextConfig;
