// `npm run build`: the content check and the type check side by side (one core each), then
// `next build` without its own pass of either, then the steps after the export. A content problem
// ends the build as the list of fixes alone; the type check's output follows only if it failed.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const script = (name) => JSON.stringify(fileURLToPath(new URL(name, import.meta.url)));

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

/** Runs `command` in a shell (npm's PATH finds the packages' commands); resolves to its exit code. */
function run(command, { quiet = false, extraEnv = {} } = {}) {
  // Quiet, in a process group of its own, so that it can be stopped with the commands it started.
  const group = quiet && process.platform !== 'win32';
  const child = spawn(command, {
    shell: true,
    detached: group,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...env, ...extraEnv },
  });
  let output = '';
  if (quiet)
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (d) => (output += d));
  let running = true;
  const done = new Promise((resolve) =>
    child.on('close', (code) => {
      running = false;
      resolve(code ?? 1);
    }),
  );
  const stop = () => {
    if (!running) return;
    try {
      if (group) process.kill(-child.pid);
      else child.kill();
    } catch {
      // Already gone.
    }
  };
  return { done, output: () => output, stop };
}

// CI sets TYPES_CHECKED once `npm run typecheck` has passed on the same files.
const types =
  process.env.TYPES_CHECKED === 'true'
    ? null
    : run('next typegen && tsc --noEmit -p tsconfig.build.json', { quiet: true });
// Whatever way the build ends, the type check does not outlive it.
process.on('exit', () => types?.stop());
process.on('SIGINT', () => process.exit(130));
const checked = await run(`tsx --conditions=react-server ${script('check-content.mts')}`).done;
if (checked !== 0) process.exit(checked);
if (types && (await types.done) !== 0) {
  console.error(`The site's code has type errors:\n${types.output()}`);
  process.exit(1);
}
const after = { CONTENT_CHECKED: 'true', TYPES_CHECKED: 'true' };
for (const step of ['next build', `tsx --conditions=react-server ${script('after-export.mts')}`]) {
  const code = await run(step, { extraEnv: after }).done;
  if (code !== 0) process.exit(code);
}
