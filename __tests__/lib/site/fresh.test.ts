/** @jest-environment node */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { derived, freshFrom } from '@/lib/site/fresh';

const env = process.env as Record<string, string | undefined>;

describe('content read from files', () => {
  let folder: string;
  let reads: number;
  const read = () => {
    reads += 1;
    return { reads };
  };
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'fresh-'));
    writeFileSync(join(folder, 'a.md'), 'one');
    reads = 0;
  });
  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
    env.NODE_ENV = 'test';
  });

  it('is read once for a build, whatever changes after', () => {
    env.NODE_ENV = 'production';
    const value = freshFrom([folder], read);
    const first = value();
    writeFileSync(join(folder, 'b.md'), 'two');
    expect(value()).toBe(first);
    expect(reads).toBe(1);
  });

  it('is read again in development when a file is edited, added or removed, and only then', () => {
    env.NODE_ENV = 'development';
    const value = freshFrom([folder], read);
    const first = value();
    expect(value()).toBe(first);
    writeFileSync(join(folder, 'a.md'), 'one, edited');
    utimesSync(join(folder, 'a.md'), new Date(), new Date(Date.now() + 5000));
    const edited = value();
    expect(edited).not.toBe(first);
    writeFileSync(join(folder, 'b.md'), 'two');
    const added = value();
    expect(added).not.toBe(edited);
    rmSync(join(folder, 'b.md'));
    expect(value()).not.toBe(added);
    expect(reads).toBe(4);
  });

  it('derives a list again only when what it is made from changed', () => {
    let source = [1, 2];
    let derivations = 0;
    const doubled = derived(
      () => [source] as const,
      (list) => {
        derivations += 1;
        return list.map((n) => n * 2);
      },
    );
    const first = doubled();
    expect(doubled()).toBe(first);
    source = [3];
    expect(doubled()).toEqual([6]);
    expect(derivations).toBe(2);
  });
});
