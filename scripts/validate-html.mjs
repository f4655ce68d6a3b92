// Every page through the W3C's Nu HTML Checker; CSS aside (it predates container queries).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { htmlFiles } from './html-files.mjs';

const outDir = process.argv[2] ?? 'out';
// The jar itself: the package's runner would download a Java.
const vnu = join(
  dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
);

if (!existsSync(outDir)) {
  console.error(`No ${outDir}/ to check: run npm run build first.`);
  process.exit(1);
}
const files = htmlFiles(outDir);
const java = process.env.JAVA ?? 'java';
const result = spawnSync(
  java,
  ['-jar', vnu, '--errors-only', '--filterpattern', 'CSS: .*', '--format', 'gnu', ...files],
  { stdio: 'inherit' },
);
if (result.error) {
  console.error(`Could not run ${java}: ${result.error.message} (Debian: default-jre-headless).`);
  process.exit(1);
}
if (result.status !== 0) {
  console.error(`The Nu HTML Checker found errors in ${outDir}/ (above).`);
  process.exit(result.status ?? 1);
}
console.log(`Nu HTML Checker: ${files.length} pages, no errors.`);
