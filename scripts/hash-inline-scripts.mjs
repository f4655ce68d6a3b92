// Runs after `next build`. The export inlines small scripts (the page's data for hydration) in
// every HTML file; this writes into each file a Content-Security-Policy <meta> whose script-src
// allows exactly those scripts by their SHA-256 hashes and nothing else inline. Hosts that cannot
// send headers (GitHub Pages) still get a policy; hosts that can send public/_headers as well.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const outDir = process.argv[2] ?? 'out';

// frame-ancestors and the like only work as headers; a <meta> policy holds the rest. Only the
// markdown editor shows images from other sites: the https images a visitor writes.
const policy = (scriptHashes, file) =>
  [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    file.endsWith(join('markdown', 'index.html')) ? "img-src 'self' https:" : "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

const inlineScript = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;
const marker = 'http-equiv="Content-Security-Policy"';
let files = 0;
let scripts = 0;

for (const file of htmlFiles(outDir)) {
  let html = readFileSync(file, 'utf8');
  if (html.includes(marker)) continue;
  const hashes = [...html.matchAll(inlineScript)]
    .map(([, body]) => body)
    .filter((body) => body.length > 0)
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  const unique = [...new Set(hashes)];
  const meta = `<meta ${marker} content="${policy(unique, file)}"/>`;
  // After the charset declaration, which must stay within the first 1024 bytes.
  const charset = /<meta charSet="utf-8"\/>/i;
  html = charset.test(html)
    ? html.replace(charset, (tag) => tag + meta)
    : html.replace('<head>', `<head>${meta}`);
  writeFileSync(file, html);
  files += 1;
  scripts += unique.length;
}

console.log(`Content-Security-Policy: hashed ${scripts} inline scripts in ${files} pages.`);
