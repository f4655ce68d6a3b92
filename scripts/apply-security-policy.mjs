// Each page gets a CSP <meta> allowing exactly its inline scripts by hash, for hosts that send no
// headers (GitHub Pages); out/_headers is the header form for those that read it.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { headersFile, pagePolicy } from '../lib/security-policy.mjs';
import { htmlFiles } from './html-files.mjs';

const outDir = process.argv[2] ?? 'out';

const routeOf = (file) =>
  `/${relative(outDir, file).split(sep).join('/')}`.replace(/index\.html$/, '');

const inlineScript = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;
// Data blocks (JSON-LD) never run, so the policy has no say over them.
const dataBlock = /\stype="(?!(?:text|application)\/javascript"|module")/;
const marker = 'http-equiv="Content-Security-Policy"';
let files = 0;
let scripts = 0;

for (const file of htmlFiles(outDir)) {
  let html = readFileSync(file, 'utf8');
  if (html.includes(marker)) continue;
  const hashes = [...html.matchAll(inlineScript)]
    .filter(([, attributes, body]) => body.length > 0 && !dataBlock.test(attributes))
    .map(([, , body]) => body)
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  const unique = [...new Set(hashes)];
  const meta = `<meta ${marker} content="${pagePolicy(routeOf(file), unique, html)}"/>`;
  // After the charset declaration, which must stay within the first 1024 bytes.
  const charset = /<meta charSet="utf-8"\/>/i;
  html = charset.test(html)
    ? html.replace(charset, (tag) => tag + meta)
    : html.replace('<head>', `<head>${meta}`);
  writeFileSync(file, html);
  files += 1;
  scripts += unique.length;
}
writeFileSync(join(outDir, '_headers'), headersFile());

console.log(
  `Content-Security-Policy: hashed ${scripts} inline scripts in ${files} pages; wrote _headers.`,
);
