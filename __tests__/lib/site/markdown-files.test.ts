/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { z } from 'zod';
import { maxAliases, parseFrontMatter } from '@/lib/site/front-matter';
import { readMarkdownFolder, storySizeLimit } from '@/lib/site/markdown-files';
import { postSchema, storySchema } from '@/lib/schema/content';
import { posts, published } from '@/lib/site/posts';
import { emptyListParam } from '@/lib/static-params';
import { tagSlug } from '@/lib/tags';

/** A folder holding these files, read as the build reads lib/content/<kind>/. */
function folderWith(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'content-'));
  mkdirSync(join(root, 'posts'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, 'posts', name), text);
  return root;
}

const problemsOf = (files: Record<string, string>, schema: z.ZodType = postSchema) =>
  readMarkdownFolder('posts', schema, folderWith(files)).problems;

describe('front matter', () => {
  it('gives the fields, the body and the line each field and the body start on', () => {
    const parsed = parseFrontMatter('---\ntitle: Hi\n\ndate: 2024-01-02\n---\n# Body\n');
    expect(parsed).toEqual({
      ok: true,
      file: {
        data: { title: 'Hi', date: '2024-01-02' },
        body: '# Body\n',
        bodyLine: 6,
        lines: new Map([
          ['title', 2],
          ['date', 4],
        ]),
      },
    });
  });

  it('is all body without a fence, and names the line of a YAML mistake', () => {
    expect(parseFrontMatter('# Only text')).toMatchObject({
      ok: true,
      file: { body: '# Only text', data: {} },
    });
    expect(parseFrontMatter('---\ntitle: a\ntags: [x\n---\n')).toMatchObject({
      ok: false,
      line: expect.any(Number),
      problem: expect.stringMatching(/^the front matter is not valid YAML/),
    });
    // A quote left open is named where it opens, not where the YAML ends.
    expect(parseFrontMatter('---\ntitle: "Hello\ndate: 2024-01-01\nsummary: x\n---\n')).toEqual({
      ok: false,
      line: 2,
      problem: 'the front matter is not valid YAML (Missing closing "quote)',
    });
    expect(parseFrontMatter('---\ntitle: a\n')).toEqual({
      ok: false,
      line: 1,
      problem: 'the front matter opened with --- is never closed',
    });
    expect(parseFrontMatter('---\n- a list\n---\n')).toMatchObject({ ok: false });
  });
});

describe('posts', () => {
  const good = '---\ntitle: A post\ndate: 2024-03-01\n---\nText.\n';

  it('reads a good post', () => {
    const { entries, problems } = readMarkdownFolder(
      'posts',
      postSchema,
      folderWith({ 'a-post.md': good }),
    );
    expect(problems).toEqual([]);
    expect(entries).toMatchObject([
      {
        slug: 'a-post',
        file: 'posts/a-post.md',
        facts: { title: 'A post', date: '2024-03-01' },
        body: 'Text.\n',
        bodyLine: 5,
      },
    ]);
  });

  it('names file, line and field of each mistake', () => {
    expect(
      problemsOf({
        'one.md':
          '---\ntitle: "   "\ndate: 2023-02-30\nstak: [x]\nsummary: ' +
          'x'.repeat(2000) +
          '\ncover:\n  image: /x.png\n---\n',
        'two.md': '---\ntitle: Fine\n---\n',
        'three.md':
          '---\ntitle: Fine\ndate: 2024-01-05\nupdated: 2024-01-01\ntags: [ok, "  "]\n---\n',
      }),
    ).toEqual([
      'posts/one.md:2: title is empty',
      'posts/one.md:3: date "2023-02-30" is not a date (YYYY-MM-DD)',
      'posts/one.md:5: summary is longer than 300 characters',
      'posts/one.md:6: cover.alt is missing',
      'posts/one.md:4: stak is not a field this file can have',
      'posts/three.md:5: tags[1] is empty',
      'posts/three.md:4: updated comes before date',
      'posts/two.md: date is missing',
    ]);
  });

  it('refuses, with file and line, what would fail later: invisible titles and tags, dot tags', () => {
    expect(
      problemsOf({
        'a.md':
          '---\ntitle: "\\u200B"\ndate: 2024-01-05\ntags: [".", "..", "\\u200B\\uFEFF", "a/b"]\n---\n',
        'b.md': '---\ntitle: Fine\ndate: 2024-01-05\ntags:\n  - ".NET"\n  - "..."\n---\n',
      }),
    ).toEqual([
      'posts/a.md:2: title is empty',
      'posts/a.md:4: tags[0] "." is only dots: a page\'s address cannot be made of it',
      'posts/a.md:4: tags[1] ".." is only dots: a page\'s address cannot be made of it',
      'posts/a.md:4: tags[2] is empty',
      'posts/a.md:4: tags[3] "a/b" cannot be a page\'s address: leave out / ? # % and \\',
      'posts/b.md:4: tags[1] "..." is only dots: a page\'s address cannot be made of it',
    ]);
  });

  it('refuses tags named as the files Next writes beside a page, or holding a NUL; takes C#, F# and _none', () => {
    expect(
      problemsOf({
        'a.md':
          '---\ntitle: A\ndate: 2024-01-05\ntags: ["index.html", "INDEX.TXT", "__next._full.txt", "a\\0b", "C#", "F#", "_none"]\n---\n',
      }),
    ).toEqual([
      'posts/a.md:4: tags[0] "index.html" is the name of a file the site writes beside each page: choose another',
      'posts/a.md:4: tags[1] "INDEX.TXT" is the name of a file the site writes beside each page: choose another',
      'posts/a.md:4: tags[2] "__next._full.txt" is the name of a file the site writes beside each page: choose another',
      expect.stringMatching(
        /^posts\/a\.md:4: tags\[3\] "a.*b" holds a control character \(such as NUL\): leave it out$/,
      ),
    ]);
  });

  it('keeps the empty-list placeholder’s name out of every tag’s reach', () => {
    expect(tagSlug('_none')).not.toBe(emptyListParam);
    expect(
      problemsOf({
        'a.md': `---\ntitle: A\ndate: 2024-01-05\ntags: ["${emptyListParam}"]\n---\n`,
      }),
    ).toEqual([
      `posts/a.md:4: tags[0] "${emptyListParam}" is the name of a file the site writes beside each page: choose another`,
    ]);
  });

  it('refuses names an address cannot carry and files past the size limit', () => {
    expect(
      problemsOf({ 'Two Words.md': good, 'big.md': good + 'x'.repeat(storySizeLimit) }),
    ).toEqual([
      "posts/Two Words.md: the file name is the page's address: use lower-case letters, digits and - only",
      `posts/big.md: ${Math.round((good.length + storySizeLimit) / 1024)} KB is more than the 512 KB a page of it may hold`,
    ]);
  });

  it('refuses nesting deeper than the preview renders, without hanging', () => {
    const deep = `${good}${'> - '.repeat(1000)}# deep\n`;
    expect(problemsOf({ 'deep.md': deep })).toEqual([
      expect.stringMatching(
        /^posts\/deep\.md: lists and quotes are nested \d+ deep; at most 64 render$/,
      ),
    ]);
  });

  it('refuses an alias bomb and an alias with no anchor by file and line, with the other files', () => {
    // Nine lists of nine aliases to the one above: 9^9 values if expanded.
    const levels = Array.from({ length: 9 }, (_, i) =>
      i === 0
        ? 'l0: &l0 [x, x, x, x, x, x, x, x, x]'
        : `l${i}: &l${i} [${Array(9)
            .fill(`*l${i - 1}`)
            .join(', ')}]`,
    );
    const bomb = `---\ntitle: Boom\ndate: 2024-03-01\n${levels.join('\n')}\n---\nText.\n`;
    expect(
      problemsOf({
        'bomb.md': bomb,
        'dangling.md': '---\ntitle: A\ndate: 2024-03-01\nsummary: *nowhere\n---\n',
        'late.md': '---\ntitle: A post\ndate: 2024-13-01\n---\n',
      }),
    ).toEqual([
      `posts/bomb.md:5: the front matter repeats values through YAML aliases (*l0) more than ${maxAliases} times: write the values out`,
      'posts/dangling.md:4: *nowhere names no anchor (&nowhere) above it',
      expect.stringMatching(/^posts\/late\.md:3: date/),
    ]);
    // A few aliases, as an owner may write, still read.
    const few = '---\ntitle: &t A post\ndate: 2024-03-01\nsummary: *t\ntags: [*t, *t]\n---\n';
    expect(problemsOf({ 'few.md': few })).toEqual([]);
  });

  it('leaves drafts out of a build and keeps them in development', () => {
    const all = [{ slug: 'a' }, { slug: 'b', draft: true }, { slug: 'c', draft: false }];
    expect(published(all, false).map((post) => post.slug)).toEqual(['a', 'c']);
    expect(published(all, true)).toEqual(all);
    expect(posts().some((post) => post.draft)).toBe(false);
  });
});

describe('stories', () => {
  it('takes every fact, and dates in each form the owner may write', () => {
    const result = storySchema.safeParse({
      role: 'Dev',
      start: 2021,
      end: 'ongoing',
      stack: ['TS'],
      team: 3,
      status: 'Live',
      links: { source: 'https://github.com/x' },
    });
    expect(result.success && result.data.start).toBe('2021');
    expect(storySchema.safeParse({ start: '2021-03', end: '2021-03-04' }).success).toBe(true);
  });

  it('names an end before its start, an end alone, an unknown link and a link that is not https', () => {
    expect(
      problemsOf(
        {
          'a.md':
            '---\nstart: 2023-05\nend: 2023-02\nlinks:\n  sauce: https://x.org\n  live: http://x.org\n---\n',
          'b.md': '---\nteam: many\n---\n',
          'c.md': '---\nend: 2020\n---\n',
        },
        storySchema,
      ),
    ).toEqual([
      'posts/a.md:4: links.live must be an https:// URL',
      'posts/a.md:4: links.sauce is not a field this file can have',
      'posts/a.md:3: end comes before start',
      'posts/b.md:2: team must be a whole number',
      'posts/c.md:2: end is given without a start',
    ]);
  });
});
