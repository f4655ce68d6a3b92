/** @jest-environment node */
import { demos } from '@/lib/content/demos';
import { quotes } from '@/lib/content/quotes';
import { existsSync } from 'node:fs';
import { pictureFile } from '@/lib/site/content-files';
import { content } from '@/lib/site/content';
import {
  contentProblems,
  contentWarnings,
  ownerNotes,
  placeholderTargetWarnings,
} from '@/lib/site/check';
import { descriptionLimit, tagLimit } from '@/lib/schema/content';
import { ownersContent, screenshot } from '../../fixtures/content';
import { maya, mayasResume } from '../../fixtures/owner';

type Project = (typeof content.projects)[number];

/** Cards of the tests' own, not the owner's (who may have fewer, or other pictures). */
const cards: Project[] = ['Kite', 'Loom', 'Mill', 'Nest'].map((title, index) => ({
  title,
  image: `/projects/card-${index}.svg`,
  imageAlt: `The ${title} project.`,
  target: `https://example.com/${title.toLowerCase()}`,
}));
// The owner's pictures, and the tests' own cards' pictures.
const inPictures = (path: string) =>
  cards.some((card) => card.image === path) || existsSync(pictureFile(path));
/** What the check finds in the shipped content with `changes` made to it. */
const problemsWith = (exists: (path: string) => boolean, changes: Partial<typeof content>) =>
  contentProblems({ ...content, ...changes }, exists);

/** The tests' own résumé (not the owner's, whose basics may hold anything valid) with its basics changed as given. */
const withBasics = (changes: object) => ({
  ...mayasResume,
  basics: { ...mayasResume.basics, ...changes },
});

/** The tests' cards, the first few changed as given (one change for each, in order). */
const withCards = (...changes: Partial<Project>[]): Project[] =>
  changes.map((change, index) => ({ ...cards[index]!, ...change }));

describe('contentProblems', () => {
  it('finds none in the shipped content', () => {
    expect(contentProblems(content, inPictures)).toEqual([]);
  });

  it('finds none in a content set of another size: 14 projects, one quote fewer', () => {
    expect(ownersContent.projects).toHaveLength(content.projects.length + 1);
    expect(ownersContent.quotes).toHaveLength(quotes.length - 1);
    const withScreenshot = (path: string) => path === screenshot || inPictures(path);
    expect(contentProblems(ownersContent, withScreenshot)).toEqual([]);
  });

  it('names the file, the entry and the field of each mistake', () => {
    const [first, second, third] = cards;
    expect(
      problemsWith(inPictures, {
        resume: withBasics({
          name: ' ',
          profiles: [
            { network: 'GitHub', username: 'me', url: 'http://example.com/me' },
            { network: 'X', username: '@me', url: 'https://x.com/me' },
          ],
        }),
        projects: [
          { ...first!, imageAlt: '' },
          { ...second!, image: '/projects/x.png' },
          { ...third!, target: first!.target },
          { ...third!, title: 'Copied', image: 'projects/y.bmp', target: '/blog' },
        ],
        quotes: [quotes[0]!, { ...quotes[0]!, author: '' }],
        quoteBackground: '/quotes/missing.jpg',
      }),
    ).toEqual([
      'lib/content/resume.json: basics.name is empty',
      'lib/content/resume.json: basics.profiles[0].url "http://example.com/me" is not an https:// URL',
      'lib/content/resume.json: basics.profiles[1].username "@me" must be 1 to 15 letters, digits or _, without @',
      'lib/content/projects.ts: projects[0].imageAlt is empty',
      'lib/content/projects.ts: projects[1].image: lib/content/pictures/projects/x.png not found',
      'lib/content/projects.ts: projects[3].image: "projects/y.bmp" must start with / (a path inside lib/content/pictures/)',
      `lib/content/projects.ts: projects[3].target "/blog" is neither an https:// URL nor one of ${Object.values(
        demos,
      )
        .map((demo) => demo.path)
        .join(', ')}`,
      `lib/content/projects.ts: two projects share the target "${first!.target}": projects[0], projects[2]`,
      'lib/content/quotes.ts: quotes[1].author is empty',
      `lib/content/quotes.ts: two quotes share the text "${quotes[0]!.text}": quotes[0], quotes[1]`,
      'lib/content/quotes.ts: quoteBackground: lib/content/pictures/quotes/missing.jpg not found',
    ]);
  });

  it('asks for a card and two quotes at least, and images it can show', () => {
    expect(
      problemsWith(() => true, {
        projects: [],
        quotes: quotes.slice(0, 1),
        quoteBackground: '/quotes/background.bmp',
      }),
    ).toEqual([
      'lib/content/projects.ts: projects is empty: the home page needs at least one',
      'lib/content/quotes.ts: quotes has 1: New Quote needs at least 2',
      'lib/content/quotes.ts: quoteBackground: /quotes/background.bmp is not one of .svg, .png, .jpg, .jpeg, .webp, .avif, .gif',
    ]);
  });

  it('checks descriptions, tags and the photo', () => {
    expect(
      problemsWith(inPictures, {
        resume: withBasics({ image: '/me.bmp' }),
        projects: withCards(
          { description: ' ', tags: ['Java', 'java', ''] },
          { description: 'x'.repeat(descriptionLimit + 1), tags: ['JAVA'] },
          { description: 'x'.repeat(descriptionLimit), tags: ['y'.repeat(tagLimit + 1)] },
          { title: '\u200B', tags: ['java\u200B', '..'] },
        ),
      }),
    ).toEqual([
      'lib/content/resume.json: basics.image: /me.bmp is not one of .svg, .png, .jpg, .jpeg, .webp, .avif, .gif',
      'lib/content/projects.ts: projects[0].description is empty',
      'lib/content/projects.ts: projects[0].tags[1] "java" is already on this card',
      'lib/content/projects.ts: projects[0].tags[2] is empty',
      `lib/content/projects.ts: projects[1].description has ${descriptionLimit + 1} characters: keep it to ${descriptionLimit}`,
      'lib/content/projects.ts: projects[1].tags[0] "JAVA" is spelled "Java" on an earlier card',
      `lib/content/projects.ts: projects[2].tags[0] "${'y'.repeat(tagLimit + 1)}" is longer than ${tagLimit} characters`,
      'lib/content/projects.ts: projects[3].title is empty',
      'lib/content/projects.ts: projects[3].tags[0] "java<U+200B>" is spelled "Java" on an earlier card',
      'lib/content/projects.ts: projects[3].tags[1] ".." is only dots: a page\'s address cannot be made of it',
    ]);
  });

  it('accepts an owner with a photo and an email, and cards without descriptions or tags', () => {
    expect(
      problemsWith(inPictures, {
        resume: withBasics({ image: cards[0]!.image, email: 'maya@example.com' }),
        projects: content.projects.map(({ description: _d, tags: _t, ...project }) => project),
      }),
    ).toEqual([]);
  });

  it('takes pictures of any file name, as each is published under a name of the build', () => {
    expect(
      problemsWith(() => true, {
        projects: withCards(
          { image: '/projects/a#1.svg' },
          { image: '/projects/100% done.svg' },
          { image: '/projects/项目.png' },
        ),
        quoteBackground: '/quotes/what?.svg',
      }),
    ).toEqual([]);
  });

  it('asks the markdown sample for one of each element the freeCodeCamp tests look for', () => {
    const markdownSample = '# Notes\n\nSee https://example.org and `npm test`.\n\n- **one** item';
    expect(problemsWith(inPictures, { markdownSample })).toEqual([
      'lib/content/markdown-sample.ts: markdownSample has no sub heading (##), no code block, no blockquote, no image: the freeCodeCamp tests of the editor ask its first document for at least a heading (#), a sub heading (##), a link, inline code, a code block, a list item, a blockquote, an image, bold text',
    ]);
  });

  it('counts a link or an image written by reference, as the preview renders both', () => {
    const markdownSample =
      '# A\n\n## B\n\n[site][s] `x` **y**\n\n```\nz\n```\n\n- i\n\n> q\n\n![logo][l]\n\n[s]: https://example.org\n[l]: /logo.svg';
    expect(problemsWith(inPictures, { markdownSample })).toEqual([]);
  });

  it('takes any networks and usernames, and holds only an X (or Twitter) handle to X’s rule', () => {
    const profiles = [
      ...maya.profiles,
      { network: 'Bluesky', username: '@maya.bsky.social', url: 'https://bsky.app/profile/maya' },
      { network: 'twitter', username: '@maya', url: 'https://twitter.com/maya' },
    ];
    expect(problemsWith(inPictures, { resume: withBasics({ profiles }) })).toEqual([
      'lib/content/resume.json: basics.profiles[4].username "@maya" must be 1 to 15 letters, digits or _, without @',
    ]);
  });

  it('lists the résumé’s problems by JSON path, after the schema and our date rules', () => {
    const resume = { ...mayasResume, work: [{ name: 'A', startDate: '2023-13' }] };
    expect(problemsWith(inPictures, { resume })).toEqual([
      'lib/content/resume.json: work[0].startDate: "2023-13" is not a date: write a year, a month or a day (2021, 2021-03, 2021-03-04)',
    ]);
  });

  it('names a wrong basics field once, as the résumé’s own check says it', () => {
    const resume = withBasics({ url: 'you.github.io' });
    expect(problemsWith(inPictures, { resume })).toEqual([
      'lib/content/resume.json: basics.url: "you.github.io" is not a URL',
    ]);
  });

  it('asks for the site’s address as an https:// URL', () => {
    const resume = withBasics({ url: 'ftp://you.github.io' });
    expect(problemsWith(inPictures, { resume })).toEqual([
      'lib/content/resume.json: basics.url "ftp://you.github.io" is not an https:// URL',
    ]);
  });

  it('says each wrong basics field once, against the résumé, by its path there', () => {
    const resume = withBasics({
      label: 5,
      url: 'you.github.io',
      image: '/me.bmp',
      profiles: [{ network: 'Kaggle', username: 'me' }],
    });
    expect(problemsWith(inPictures, { resume })).toEqual([
      'lib/content/resume.json: basics.image: /me.bmp is not one of .svg, .png, .jpg, .jpeg, .webp, .avif, .gif',
      'lib/content/resume.json: basics.label must be a string, not 5',
      'lib/content/resume.json: basics.url: "you.github.io" is not a URL',
    ]);
    // The basics alone: the owner's résumé may hold notes of its own elsewhere ("" fields).
    expect(ownerNotes(maya, { basics: resume.basics })).toEqual([
      'lib/content/resume.json: basics.profiles[0] has no url: it is not linked',
    ]);
    expect(
      problemsWith(inPictures, { resume: withBasics({ label: ' ', name: undefined }) }),
    ).toEqual([
      'lib/content/resume.json: basics.name is missing',
      'lib/content/resume.json: basics.label is empty',
    ]);
  });
});

describe('the owner’s words in other languages', () => {
  const clock = { path: '/clock', title: 'Clock', description: 'A timer.' };
  const translated = {
    demos: {
      clock: { ...clock, translations: { fr: { title: 'Horloge' }, de: { title: 'Uhr' } } },
    },
    projects: [
      ...withCards({ translations: { fr: { description: 'x'.repeat(descriptionLimit + 1) } } }),
      { ...cards[1]!, target: '/clock', translations: { de: { title: 'Uhr' } } },
      { ...cards[2]!, translations: { fr: { title: ' ', colour: 'red' } } },
    ],
  };

  it('holds a translation to the card’s rules, and names a language the site does not list', () => {
    expect(contentProblems({ ...content, ...translated }, inPictures, ['fr'])).toEqual([
      'lib/content/demos.ts: demos.clock.translations has "de", which is not one of the languages in lib/content/owner.ts (the site\'s others are fr): it would never show',
      `lib/content/projects.ts: projects[0].translations.fr.description has ${descriptionLimit + 1} characters: keep it to ${descriptionLimit}`,
      'lib/content/projects.ts: projects[2].translations.fr.title is empty',
      'lib/content/projects.ts: projects[2].translations.fr.colour is not a field this file can have',
    ]);
  });
});

describe('ownerNotes', () => {
  it('says which chosen header network the résumé lacks, and what the header shows instead', () => {
    const owner = { ...maya, headerNetworks: ['Hugging Face', 'github'] };
    expect(ownerNotes(owner, { basics: { profiles: maya.profiles } })).toEqual([
      'lib/content/owner.ts: headerNetworks names "Hugging Face", which the profiles in lib/content/resume.json lack: the header shows Mastodon and GitHub',
    ]);
    expect(ownerNotes(maya, { basics: { profiles: maya.profiles } })).toEqual([]);
  });

  it('notes empty texts by JSON path, an http:// address and a profile without a URL', () => {
    const resume = {
      basics: { url: 'http://maya.example.org', image: '', profiles: [{ network: 'Kaggle' }] },
      work: [{ name: 'Okapi Robotics', startDate: '2022-04', endDate: ' ' }],
    };
    expect(ownerNotes(maya, resume)).toEqual([
      'lib/content/resume.json: basics.image is empty: left out; remove it or fill it in',
      'lib/content/resume.json: work[0].endDate is empty: left out; remove it or fill it in',
      'lib/content/resume.json: basics.url "http://maya.example.org" is http://: the site\'s links to itself use it as written; write https:// if your host serves it',
      'lib/content/resume.json: basics.profiles[0] has no url: it is not linked',
    ]);
  });
});

describe('JSON Resume’s own sample résumé', () => {
  it('passes the whole check as the owner’s résumé, with only notes about it', () => {
    const sample = jest.requireActual('@jsonresume/schema/sample.resume.json');
    jest.isolateModules(() => {
      jest.doMock('@/lib/content/resume.json', () => sample);
      const check = jest.requireActual<typeof import('@/lib/site/check')>('@/lib/site/check');
      const { content: theirs } =
        jest.requireActual<typeof import('@/lib/site/content')>('@/lib/site/content');
      const { owner } = jest.requireActual<typeof import('@/lib/site/owner')>('@/lib/site/owner');
      expect(owner.name).toBe(sample.basics.name);
      expect(check.contentProblems(theirs, inPictures)).toEqual([]);
      expect(check.ownerNotes({ ...owner, headerNetworks: ['Twitter'] }, theirs.resume)).toEqual([
        'lib/content/resume.json: basics.image is empty: left out; remove it or fill it in',
        `lib/content/resume.json: basics.url "${sample.basics.url}" is http://: the site's links to itself use it as written; write https:// if your host serves it`,
      ]);
    });
  });
});

describe('contentWarnings', () => {
  const placeholder = { ...maya, siteUrl: 'https://your-name.example.org' };

  it('warns while the site’s address is still the placeholder and SITE_URL is not set', () => {
    expect(contentWarnings(placeholder, undefined)).toEqual([
      'lib/content/resume.json: basics.url is still the placeholder "https://your-name.example.org": put your site’s address there (or set SITE_URL when building), or share cards, sitemap.xml and robots.txt point at it',
    ]);
  });

  it('is quiet once the address is the owner’s, or SITE_URL gives it', () => {
    expect(contentWarnings({ ...placeholder, siteUrl: 'https://maya.dev' }, undefined)).toEqual([]);
    expect(contentWarnings(placeholder, 'https://maya.dev')).toEqual([]);
  });
});

describe('placeholderTargetWarnings', () => {
  it('names the cards that still lead to a placeholder account, in one warning', () => {
    const cards = withCards(
      { target: 'https://github.com/your-github-username/app' },
      { target: 'https://github.com/maya/app' },
      { target: 'https://huggingface.co/your_hf_username/model' },
    );
    expect(placeholderTargetWarnings(cards)).toEqual([
      "lib/content/projects.ts: projects[0], projects[2] still lead to a placeholder address (such as your-github-username): put your project's address in target, or remove the card",
    ]);
    expect(placeholderTargetWarnings(cards.slice(1, 2))).toEqual([]);
  });
});
