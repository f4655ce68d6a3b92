// After `npm install`: the registry serves some platforms' native packages only, so npm leaves the
// others out of the lock and `npm ci` refuses it; each is recorded as optional for its platform.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const oses = 'darwin win32 linux android freebsd openbsd netbsd sunos aix openharmony'.split(' ');
const cpus = 'arm64 x64 ia32 loong64 ppc64 riscv64 s390x arm'.split(' ');

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = oses.find((candidate) => parts.includes(candidate));
  const cpu = cpus.find((candidate) => parts.includes(candidate));
  if (!os || !cpu) return null;
  const libc = /-(musl|gnu)[^/]*$/.exec(name)?.[1];
  return { os: [os], cpu: [cpu], ...(libc && { libc: [libc === 'gnu' ? 'glibc' : libc] }) };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    packages[`node_modules/${name}`] = { version, optional: true, ...platform };
    added += 1;
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`Recorded ${added} optional packages for other platforms.`);
