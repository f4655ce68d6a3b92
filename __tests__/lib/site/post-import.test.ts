/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { importedPosts } from '@/__tests__/fixtures/imported-posts';
import { linkProblems } from '@/lib/site/markdown-check';
import { dayOf, importPost } from '@/lib/site/post-import';
import { postRedirectsOf } from '@/lib/site/old-permalinks';
import { loadPosts, postPath } from '@/lib/site/posts';
import { redirectFile, redirectHtml, redirectProblems } from '@/lib/site/redirects';

const folder = 'lib/content/writing';

/** The files in a folder of their own, with the pictures they name, read as the build reads posts. */
function load(files: Record<string, string>, pictures: string[] = []) {
  const root = mkdtempSync(join(tmpdir(), 'posts-'));
  mkdirSync(join(root, folder), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, folder, name), text);
  for (const picture of pictures) {
    const file = join(root, 'lib/content/pictures', picture);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, '');
  }
  return loadPosts(folder, root, false);
}

const pagesOf = (loaded: ReturnType<typeof load>) =>
  new Set(['/', '/writing/', ...loaded.posts.map(({ slug }) => postPath(slug))]);

describe('posts from other templates', () => {
  // Copied with the posts, as the README says.
  const loaded = load(importedPosts, ['/static/images/twitter-card.png']);
  const at = (name: string, line?: number) => `${folder}/${name}:${line ? `${line}:` : ''}`;

  it('builds all six unchanged, with no problem and no dead link', () => {
    expect(loaded.problems).toEqual([]);
    expect(linkProblems(loaded.documents, pagesOf(loaded))).toEqual([]);
    expect(loaded.posts.map((post) => [post.slug, post.date, post.updated])).toEqual([
      ['hello-hugo', '2024-01-14', '2024-02-01'],
      ['release-of-tailwind-nextjs-starter-blog-v2-0', '2023-08-05', '2023-08-05'],
      ['welcome-to-jekyll', '2023-01-15', undefined],
      ['how-to-configure-astropaper-theme', '2022-09-25', undefined],
      ['adding-new-posts-in-astropaper-theme', '2022-09-23', '2023-12-21'],
      ['code-sample', '2016-03-08', '2021-02-01'],
    ]);
  });

  it('reads their fields as ours, each with a note naming file and line', () => {
    const hugo = loaded.posts.find((post) => post.slug === 'hello-hugo')!;
    expect(hugo).toMatchObject({
      summary: 'A first post written for Hugo.',
      tags: ['hugo', 'go', 'blogging'],
      aliases: ['/posts/my-first-post/', '/2024/01/my-first-post.html'],
    });
    const jekyll = loaded.posts.find((post) => post.slug === 'welcome-to-jekyll')!;
    expect(jekyll.tags).toEqual(['ruby', 'jekyll', 'update']);
    expect(loaded.notes).toEqual(
      expect.arrayContaining([
        `${at('2023-01-15-welcome-to-jekyll.md')} the date in the file name read as date 2023-01-15`,
        `${at('2023-01-15-welcome-to-jekyll.md')} address /writing/welcome-to-jekyll/ from the file name`,
        `${at('2023-01-15-welcome-to-jekyll.md', 6)} redirect_from read as aliases: the old address redirects here`,
        `${at('adding-new-post.md', 3)} pubDatetime read as date, the day 2022-09-23 of 2022-09-23T15:22:00Z`,
        `${at('adding-new-post.md', 6)} address /writing/adding-new-posts-in-astropaper-theme/ from slug`,
        `${at('adding-new-post.md', 11)} description read as summary`,
        `${at('how-to-configure-astropaper-theme.md', 3)} pubDatetime read as date, the day 2022-09-25 of 2022-09-25 15:20:35 +0100`,
        `${at('how-to-configure-astropaper-theme.md', 11)} ogImage left out: a cover is a path inside lib/content/pictures/`,
        `${at('my-first-post.md', 3)} date read as the day 2024-01-14 of 2024-01-14T07:07:07+01:00`,
        `${at('my-first-post.md', 12)} categories read as tags`,
        `${at('code-sample.md', 4)} lastmod read as updated`,
        `${at('code-sample.md', 9)} authors left out: every post is by the owner (basics.name in the résumé)`,
        `${at('release-of-tailwind-nextjs-starter-blog-v2-0.md', 8)} images read as cover.image`,
      ]),
    );
  });

  it('names what the body loses or changes, by line, and keeps one <h1> a page', () => {
    expect(loaded.notes).toEqual(
      expect.arrayContaining([
        `${at('code-sample.md', 12)} "import Twemoji from './Twemoji.tsx'" left out: MDX code does not run here`,
        `${at('code-sample.md', 14)} <TOCInline> left out: an MDX component, which does not run here`,
        `${at('code-sample.md', 16)} # headings read as ## and every other heading one level down: the post’s title is the page’s one <h1>`,
        `${at('release-of-tailwind-nextjs-starter-blog-v2-0.md', 17)} <video> left out: not among the HTML elements GitHub’s sanitizer keeps`,
        `${at('2023-01-15-welcome-to-jekyll.md', 12)} # headings read as ## and every other heading one level down: the post’s title is the page’s one <h1>`,
      ]),
    );
    const sample = loaded.posts.find((post) => post.slug === 'code-sample')!;
    expect(sample.body).toContain('\n## Introduction\n\nA sample post');
    expect(sample.body).toContain('\n### Inline highlighting\n');
    expect(sample.body).toContain('# not a heading');
    expect(sample.body).not.toContain('import Twemoji');
    // Lines stay where the owner wrote them.
    expect(sample.body.split('\n')).toHaveLength(
      importedPosts['code-sample.md']!.split('\n').length - 10,
    );
  });

  it('reads every written form of a date with a time as its day', () => {
    expect(dayOf('2024-03-01T10:20:30Z')).toBe('2024-03-01');
    expect(dayOf('2024-03-01 10:20:30 +0100')).toBe('2024-03-01');
    expect(dayOf(new Date('2024-03-01T10:20:30Z'))).toBe('2024-03-01');
    expect(dayOf('2024-03-01')).toBe('2024-03-01');
    expect(dayOf('March 1st')).toBe('March 1st');
  });

  it('cuts a Jekyll excerpt longer than a summary at a word, saying so; an own summary must fit', () => {
    const paragraph = `The **network** learns ${'one more word '.repeat(30)}in the end.`;
    const { data, notes } = importPost('2022-03-14-lecun1989.markdown', {
      title: 'X',
      excerpt: paragraph,
    });
    const summary = data.summary as string;
    expect(summary.length).toBeLessThanOrEqual(300);
    expect(summary).toMatch(/^The network learns (one more word )+one more word…$/);
    expect(notes).toContainEqual({
      field: 'excerpt',
      text: 'excerpt read as summary, cut to 300 characters: write a summary to choose its words',
    });
    const own = load({
      'own.md': `---\ntitle: X\ndate: 2024-01-01\nsummary: ${paragraph}\n---\n\nText.\n`,
    });
    expect(own.problems).toEqual([`${folder}/own.md:4: summary is longer than 300 characters`]);
  });

  it('takes an unknown field as a note naming the allowed ones', () => {
    const { data, notes, problems } = importPost('x.md', {
      title: 'X',
      date: '2024-01-01',
      hero: 1,
    });
    expect(data).toEqual({ title: 'X', date: '2024-01-01' });
    expect(problems).toEqual([]);
    expect(notes).toEqual([
      {
        field: 'hero',
        text: 'hero left out: a post has title, date, summary, updated, tags, series, cover, draft, lang, translationKey, slug, aliases',
      },
    ]);
  });

  it('gives a file name with a dot an address with - instead, and says so', () => {
    const { posts, notes, problems } = load({
      'node.js-tips.md': '---\ntitle: Node tips\ndate: 2024-01-01\n---\nText.\n',
    });
    expect(problems).toEqual([]);
    expect(posts.map((post) => post.slug)).toEqual(['node-js-tips']);
    expect(notes).toEqual([
      `${folder}/node.js-tips.md: address /writing/node-js-tips/ from the file name (letters and digits of "node.js-tips", the rest as -)`,
    ]);
  });
});

describe('one round', () => {
  it('names a file-name and a front-matter problem together; a link to no page is a note', () => {
    const loaded = load({
      '___.md':
        '---\ntitle: No name\ndate: 2024-02-30\n---\n\nSee [this](/projects/no-such-story/).\n',
      'fine.md': '---\ntitle: Fine\ndate: 2024-01-01\n---\nSee [that](/projects/none/).\n',
    });
    expect([...loaded.problems, ...linkProblems(loaded.documents, pagesOf(loaded))]).toEqual([
      `${folder}/___.md: "___" has no letters or digits for an address: give the post a slug (lower-case letters, digits and -)`,
      `${folder}/___.md:3: date "2024-02-30" is not a date (YYYY-MM-DD)`,
    ]);
    expect(loaded.notes).toContain(
      `${folder}/fine.md:5: the link to /projects/none/ is text only: no page, old address or file of this site is there`,
    );
  });

  it('names a link of a story, or any file not read as a post, that leads to no page', () => {
    const documents = [{ file: 'story.md', body: 'See [that](/projects/none/).', bodyLine: 5 }];
    expect(linkProblems(documents, new Set(['/']))).toEqual([
      'story.md:5: the link /projects/none/ leads to no page of this site',
    ]);
  });

  it('moves headings that begin below ## up, so none skips a level after the title', () => {
    const loaded = load({
      'deep.md':
        '---\ntitle: Deep\ndate: 2024-01-01\n---\n\n#### One\n\n##### Two\n\n> #### Three\n\n    #### code\n',
    });
    expect(loaded.posts[0]!.body).toBe('\n## One\n\n### Two\n\n> ## Three\n\n    #### code\n');
    expect(loaded.notes).toContain(
      `${folder}/deep.md:6: #### headings read as ## and the others 2 levels up: under the post’s title, its headings begin at <h2>`,
    );
    const shallow = load({
      'a.md': '---\ntitle: A\ndate: 2024-01-01\n---\n\n## One\n\n#### Two\n',
    });
    expect(shallow.posts[0]!.body).toBe('\n## One\n\n#### Two\n');
  });

  it('finds two posts at one address', () => {
    const post = '---\ntitle: A\ndate: 2024-01-01\nslug: same\n---\n';
    expect(load({ 'a.md': post, 'b.md': post }).problems).toEqual([
      `${folder}/a.md and ${folder}/b.md share the address /writing/same/: give one a slug`,
    ]);
  });
});

describe('old addresses', () => {
  const redirect = {
    from: '/posts/my-first-post/',
    to: '/writing/hello-hugo/',
    title: 'Tom & "Jerry"',
    file: `${folder}/my-first-post.md`,
  };

  it('is a page that sends the visitor on without a script, and says where', () => {
    const html = redirectHtml(redirect, 'https://me.example');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/writing/hello-hugo/"/>');
    expect(html).toContain('<link rel="canonical" href="https://me.example/writing/hello-hugo/"/>');
    expect(html).toContain('<a href="/writing/hello-hugo/">Tom &amp; &quot;Jerry&quot;</a>');
    expect(html).not.toMatch(/<script/i);
    expect(redirectFile('/posts/my-first-post/')).toBe('posts/my-first-post/index.html');
    expect(redirectFile('/posts/old')).toBe('posts/old/index.html');
    expect(redirectFile('/2024/01/my-first-post.html')).toBe('2024/01/my-first-post.html');
  });

  it('refuses an address of a page, one that leads elsewhere already, and one a host would mangle', () => {
    const pages = new Set(['/writing/hello-hugo/', '/about/']);
    expect(
      redirectProblems(
        [
          redirect,
          { ...redirect, from: '/about' },
          { ...redirect, from: '/posts/my-first-post', to: '/writing/other/', file: 'b.md' },
          { ...redirect, from: '/posts/my%20post/' },
          { ...redirect, from: '/posts/../x/' },
        ],
        (path) => pages.has(path),
      ),
    ).toEqual([
      `${folder}/my-first-post.md: the old address /about is a page of this site`,
      'b.md: the old address /posts/my-first-post already leads to /writing/hello-hugo/ (lib/content/writing/my-first-post.md)',
      `${folder}/my-first-post.md: the old address "/posts/my%20post/" needs letters, digits, ., _, ~ and - between slashes only`,
      `${folder}/my-first-post.md: the old address "/posts/../x/" needs letters, digits, ., _, ~ and - between slashes only`,
    ]);
  });

  it('refuses, with file and line, an old address that is a file or folder the export writes', () => {
    const pages = new Set(['/', '/writing/hello-hugo/', '/offline/']);
    const from = (path: string) => ({ ...redirect, from: path, file: 'a.md:4' });
    const addresses = [
      '/feed.xml',
      '/atom.xml',
      '/feed.json',
      '/robots.txt',
      '/sitemap.xml',
      '/favicon.ico',
      '/sw.js',
      '/_headers',
      '/resume.pdf',
      '/resume.json',
      '/404.html',
      '/_next/static/x/',
      '/images/a/',
      '/share/old/',
      '/icons/old/',
      '/workbox-abc.js',
    ];
    const problems = redirectProblems(addresses.map(from), (path) => pages.has(path));
    expect(problems).toHaveLength(addresses.length);
    expect(problems[0]).toBe(
      'a.md:4: the old address /feed.xml cannot be a page: /feed.xml is a file or folder the site writes',
    );
    const more = ['/index.html', '/offline/', '/writing/hello-hugo/index.html'];
    expect(redirectProblems(more.map(from), (path) => pages.has(path))).toEqual(
      more.map((path) => `a.md:4: the old address ${path} is a page of this site`),
    );
    const long = `/blog/${'a'.repeat(300)}/`;
    const inPageFolder = ['/blog/index.txt', '/blog/__next._full.txt', '/blog/index.html/x/'];
    expect(redirectProblems([long, ...inPageFolder].map(from), () => false)).toEqual([
      `a.md:4: the old address ${long} cannot be a page: "${'a'.repeat(24)}…" is longer than 255 bytes, more than a file name can be`,
      'a.md:4: the old address /blog/index.txt cannot be a page: index.txt is a file the site writes beside each page',
      'a.md:4: the old address /blog/__next._full.txt cannot be a page: __next._full.txt is a file the site writes beside each page',
      'a.md:4: the old address /blog/index.html/x/ cannot be a page: index.html is a file the site writes beside each page',
    ]);
    // An old site's own file names stay welcome.
    expect(
      redirectProblems(['/blog/old/index.html', '/2019/a.html'].map(from), () => false),
    ).toEqual([]);
  });

  it('makes one redirect of an address written twice in a post, and names the line of each', () => {
    const loaded = load({
      'a.md': `---\ntitle: A\ndate: 2024-01-05\npermalink: /2019/01/a/\nredirect_from:\n  - /2019/01/a/\n  - /old/a\n  - /old/a/\n  - /old/a/index.html\n---\nA\n`,
    });
    expect(loaded.problems).toEqual([]);
    // Without an old blog's pattern: only what the post names.
    const redirects = postRedirectsOf(loaded.posts, postPath);
    expect(redirects.map(({ from, file }) => [from, file])).toEqual([
      ['/2019/01/a/', `${folder}/a.md:4`],
      ['/old/a', `${folder}/a.md:5`],
    ]);
    expect(redirectProblems(redirects, () => false)).toEqual([]);
  });

  it('refuses an address longer than a file name can be', () => {
    const slug = 'a'.repeat(300);
    const loaded = load({ 'a.md': `---\ntitle: A\ndate: 2024-01-05\nslug: ${slug}\n---\nA\n` });
    expect(loaded.problems).toEqual([
      `${folder}/a.md:4: the address /writing/${'a'.repeat(24)}…/ is 300 characters; give the post a slug of at most 200`,
    ]);
  });

  it('closes a self-closed <a name="x" />, which HTML reads as holding the rest of the post', () => {
    const loaded = load({
      'a.md':
        '---\ntitle: A\ndate: 2024-01-05\n---\nIntro.\n\n<a name="ppo_loss" />Without a limit.\n\nNext, <br/> and <img src="/a.png" alt="A" />.\n',
    });
    const [post] = loaded.posts;
    expect(post!.body).toContain('<a name="ppo_loss"></a>Without a limit.');
    expect(post!.body).toContain('<br/> and <img src="/a.png" alt="A" />');
    expect(loaded.notes).toEqual([
      `${folder}/a.md:7: <a … /> closed where it stands: in HTML it has no self-closing form, and would hold the rest of the post`,
    ]);
  });

  it('leaves out a <style> block with its CSS, saying so by line, and keeps the HTML around it', () => {
    const loaded = load({
      'a.md':
        '---\ntitle: A\ndate: 2024-01-05\n---\nBefore.\n\n<style>\n.x { color: red }\n</style>\n\n<div align="center">\n<style>p{}</style>\n<b>kept</b>\n</div>\n',
    });
    const [post] = loaded.posts;
    expect(post!.body).not.toMatch(/color: red|p\{\}|<style/);
    expect(post!.body).toContain('<b>kept</b>');
    expect(post!.body.split('\n')).toHaveLength(11);
    expect(loaded.notes).toEqual([
      `${folder}/a.md:7: <style> left out with its CSS`,
      `${folder}/a.md:12: <style> left out with its CSS`,
    ]);
  });
});
