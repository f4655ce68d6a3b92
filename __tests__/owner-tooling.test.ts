/** @jest-environment node */
// The owner's words are theirs, and the README promises no third-party requests.
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

// Prettier's API loads its plugins by dynamic import, which Jest's VM does not run: ask its CLI.
const ignored = (file: string) =>
  (
    JSON.parse(
      execFileSync(
        process.execPath,
        ['node_modules/prettier/bin/prettier.cjs', '--file-info', file],
        { encoding: 'utf8' },
      ),
    ) as { ignored: boolean }
  ).ignored;

describe("the project's tools and the owner's content", () => {
  it.each([
    'lib/content/writing/any-post.md',
    'lib/content/projects/a.md',
    'lib/content/resume.json',
    'lib/content/projects.ts',
    'lib/content/owner.ts',
    'lib/content/any-new-file.mjs',
  ])('the formatter leaves %s as written', (file) => {
    expect(ignored(file)).toBe(true);
  });

  it('the formatter still checks the code that reads the content', () => {
    expect(ignored('lib/schema/content.ts')).toBe(false);
  });

  it('every npm script that runs Next.js turns its telemetry off', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    const runsNext = Object.entries(scripts).filter(([, command]) => /\bnext\b/.test(command));
    expect(runsNext.length).toBeGreaterThan(0);
    for (const [name, command] of runsNext) {
      for (const part of command.split('&&').filter((step) => /\bnext\b/.test(step))) {
        expect(`${name}: ${part.trim()}`).toMatch(/NEXT_TELEMETRY_DISABLED=1 next /);
      }
    }
  });
});
