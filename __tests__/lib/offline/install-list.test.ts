/** @jest-environment node */
import { installList, pageReferences } from '@/lib/offline/install-list.mjs';

const kib = 1024;
/** A page's HTML and data, each `size` bytes. */
const page = (folder: string, size = kib) => [
  { url: `${folder}index.html`, size },
  { url: `${folder}index.txt`, size },
];
const posts = Array.from({ length: 5 }, (_, n) => `writing/post-${n + 1}`);
const entries = [
  ...page(''),
  ...page('clock/'),
  ...page('tags/'),
  ...page('tags/python/'),
  ...page('series/learning-rl/'),
  ...posts.flatMap((post) => page(`${post}/`, 10 * kib)),
  { url: '_next/static/chunks/app.js', size: 50 * kib },
  { url: 'images/card.webp', size: 5 * kib },
  { url: 'images/post-1.webp', size: 20 * kib },
  { url: 'images/post-5.webp', size: 20 * kib },
  { url: 'images/tag.webp', size: 20 * kib },
  { url: 'search-titles.json.gz', size: kib },
  { url: 'search-text.json.gz', size: 30 * kib },
  { url: 'search-leads.json.gz', size: 40 * kib },
];
const references = new Map([
  ['', ['images/card.webp', '_next/static/chunks/app.js']],
  ['writing/post-1/', ['images/post-1.webp']],
  ['writing/post-5/', ['images/post-5.webp']],
  ['tags/python/', ['images/tag.webp']],
]);
const site = { references, posts, keptPosts: 3, budget: 1024 * kib, largest: 512 * kib };
const urls = (list: { url: string }[]) => list.map((entry) => entry.url).sort();

describe('the worker’s install', () => {
  it('keeps the shell, the newest posts with their pictures, and the search index', () => {
    expect(urls(installList(entries, site).kept)).toEqual(
      [
        ...urls(page('')),
        ...urls(page('clock/')),
        ...urls(page('tags/')),
        ...posts.slice(0, 3).flatMap((post) => urls(page(`${post}/`))),
        '_next/static/chunks/app.js',
        'images/card.webp',
        'images/post-1.webp',
        'search-titles.json.gz',
        'search-text.json.gz',
        'search-leads.json.gz',
      ].sort(),
    );
  });

  it('leaves tag and series pages, older posts and their pictures to be kept once opened', () => {
    const { kept, notKept } = installList(entries, site);
    expect(urls(kept)).not.toEqual(expect.arrayContaining(['images/post-5.webp']));
    expect(urls(kept)).not.toEqual(expect.arrayContaining(['images/tag.webp']));
    expect(notKept.sort()).toEqual([
      'series/learning-rl/',
      'tags/python/',
      'writing/post-4/',
      'writing/post-5/',
    ]);
  });

  it('keeps fewer posts, newest first, then what pictures and data fit, when the budget is reached', () => {
    // The shell's HTML, script and picture come to 57 KiB, its data 2, a post's HTML 10, post 1's picture 20.
    const { kept, bytes } = installList(entries, { ...site, budget: 75 * kib });
    const keptUrls = urls(kept);
    expect(keptUrls.filter((url) => url.startsWith('writing/'))).toEqual([
      'writing/post-1/index.html',
    ]);
    expect(installList(entries, { ...site, budget: 95 * kib }).kept.map((e) => e.url)).toEqual(
      expect.arrayContaining(posts.slice(0, 3).map((post) => `${post}/index.html`)),
    );
    expect(keptUrls).not.toContain('images/post-1.webp');
    expect(keptUrls).not.toContain('search-text.json.gz');
    expect(keptUrls).toEqual(expect.arrayContaining(['index.txt', 'clock/index.txt']));
    expect(bytes).toBeLessThanOrEqual(95 * kib);
  });

  it('keeps the newest posts’ text even when one post’s pictures do not fit, and the pictures that do', () => {
    const animation = { url: 'images/post-2.webp', size: 1000 * kib };
    const withAnimation = new Map([...references, ['writing/post-2/', [animation.url]]]);
    const { kept } = installList([...entries, animation], {
      ...site,
      references: withAnimation,
      largest: 1024 * kib,
    });
    const keptUrls = urls(kept);
    for (const post of posts.slice(0, 3)) expect(keptUrls).toContain(`${post}/index.html`);
    expect(keptUrls).toContain('images/post-1.webp');
    expect(keptUrls).not.toContain(animation.url);
  });

  it('keeps one width of a post’s picture, the widest up to 960, and a font it needs', () => {
    const copies = [480, 736, 960, 1472].map((width) => ({
      url: `images/plot-1a2b3c4d-${width}.webp`,
      size: width * 10,
    }));
    const font = { url: 'fonts/math-1a2b3c4d.woff2', size: 10 * kib };
    const withCopies = new Map([
      ...references,
      ['writing/post-2/', [...copies.map((copy) => copy.url), font.url]],
    ]);
    const keptUrls = urls(
      installList([...entries, ...copies, font], { ...site, references: withCopies }).kept,
    );
    expect(keptUrls.filter((url) => url.startsWith('images/plot-'))).toEqual([
      'images/plot-1a2b3c4d-960.webp',
    ]);
    expect(keptUrls).toContain(font.url);
  });

  it('leaves out a newest post too long for the room, not the shorter ones after it', () => {
    const long = entries.map((entry) =>
      entry.url === 'writing/post-1/index.html' ? { ...entry, size: 250 * kib } : entry,
    );
    const keptUrls = urls(installList(long, { ...site, budget: 300 * kib }).kept);
    expect(keptUrls).not.toContain('writing/post-1/index.html');
    expect(keptUrls).toEqual(
      expect.arrayContaining(['writing/post-2/index.html', 'writing/post-3/index.html']),
    );
  });

  it('keeps the shell’s data for in-site navigation before the posts’ pictures', () => {
    // Shell and its data 59 KiB, three posts' HTML 30, tag index and titles 2: no room for post 1's picture (20).
    const keptUrls = urls(installList(entries, { ...site, budget: 110 * kib }).kept);
    expect(keptUrls).toEqual(expect.arrayContaining(['index.txt', 'clock/index.txt']));
    expect(keptUrls).not.toContain('images/post-1.webp');
  });

  it('keeps the newest posts and the titles before an archive of many posts, kept once opened', () => {
    const archive = page('writing/', 300 * kib);
    const titles = { url: 'search-titles.json.gz', size: 10 * kib };
    const many = [...entries.filter(({ url }) => url !== titles.url), titles, ...archive];
    // Shell and its data 59 KiB, three posts 30, titles 10: the tag index (1) fits, not the archive.
    const { kept, notKept } = installList(many, { ...site, budget: 100 * kib });
    const keptUrls = urls(kept);
    for (const post of posts.slice(0, 3)) expect(keptUrls).toContain(`${post}/index.html`);
    expect(keptUrls).toEqual(expect.arrayContaining([titles.url, 'tags/index.html']));
    expect(keptUrls).not.toContain('writing/index.html');
    expect(notKept).toContain('writing/');
    // With room for the tag index or the titles, the titles: offline search finds every post.
    expect(urls(installList(many, { ...site, budget: 99.5 * kib }).kept)).toContain(titles.url);
  });

  it('keeps a small archive before the posts: the nav and the offline page lead there', () => {
    const archive = page('writing/', 2 * kib);
    // Shell and its data 59 KiB, the archive's page 2: room for one of the newest posts (10 each).
    const { kept, notKept } = installList([...entries, ...archive], { ...site, budget: 80 * kib });
    const keptUrls = urls(kept);
    expect(keptUrls).toContain('writing/index.html');
    expect(keptUrls).toContain('writing/post-1/index.html');
    expect(notKept).toContain('writing/post-2/');
  });

  it('keeps the full text’s index before the archive, the tag index and the pages’ starts: search finds any post offline', () => {
    const archive = page('writing/', 300 * kib);
    // Shell and its data 59 KiB, three posts 30, titles 1, full text 30: no room for the tag index (1).
    const keptUrls = urls(
      installList([...entries, ...archive], { ...site, budget: 120 * kib }).kept,
    );
    expect(keptUrls).toEqual(
      expect.arrayContaining(['search-titles.json.gz', 'search-text.json.gz']),
    );
    expect(keptUrls).not.toContain('tags/index.html');
    expect(keptUrls).not.toContain('writing/index.html');
    // The pages' starts, for excerpts (40), do not fit: results show summaries until searched online.
    expect(keptUrls).not.toContain('search-leads.json.gz');
  });

  it('stays within the budget whatever the posts and the pages’ data weigh', () => {
    // Data: an archive of 500 posts and an index of 1,000 tags weigh hundreds of KiB.
    const heavy = entries.map((entry) =>
      entry.url.startsWith('writing/') || entry.url.endsWith('.txt')
        ? { ...entry, size: 300 * kib }
        : entry,
    );
    for (const budget of [62, 300, 700, 2048].map((n) => n * kib)) {
      expect(installList(heavy, { ...site, budget }).bytes).toBeLessThanOrEqual(budget);
    }
  });

  it('never keeps a file over the largest size, and says which', () => {
    const big = { url: 'about/index.html', size: 600 * kib };
    const { kept, notKept, tooLarge } = installList([...entries, big], site);
    expect(urls(kept)).not.toContain(big.url);
    expect(notKept).toContain('about/');
    expect(tooLarge).toEqual([big]);
  });
});

describe('the files a page asks for', () => {
  it('reads src, srcset (as React writes it, srcSet) and href, under the base path, by their names in out/', () => {
    const html =
      '<img src="/portfolio/images/a%20b.webp" srcSet="/portfolio/images/a-1x.webp 1x, /portfolio/images/a-2x.webp 2x">' +
      '<link href="../style.css"><a href="https://elsewhere.example/x.png">x</a>' +
      '<img src="/other-site/images/c.webp"><a href="/portfolio/?tag=a&amp;b">y</a>';
    expect(pageReferences(html, 'writing/post/', '/portfolio').sort()).toEqual([
      '',
      'images/a b.webp',
      'images/a-1x.webp',
      'images/a-2x.webp',
      'writing/style.css',
    ]);
  });
});
