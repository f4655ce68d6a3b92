/** @jest-environment node */
import { posts } from '@/lib/site/posts';
import { pathLanguage, siteLanguage } from '@/lib/site/language';
import { resume } from '@/lib/site/resume';
import { demos } from '@/lib/content/demos';
import { projects } from '@/lib/content/projects';
import { siteTags } from '@/lib/site/site-tags';
import { siteDocuments, type SearchDocument } from '@/lib/search/documents';
import { buildIndex, leadLength, loadIndex, searchSite } from '@/lib/search/engine';
import type { SearchGroup } from '@/lib/search/protocol';
import type { TextRun } from '@/lib/search/excerpt';

const plain = (runs: readonly TextRun[]) => runs.map((run) => run.text).join('');
const marked = (runs: readonly TextRun[]) => runs.filter((run) => run.marked).map((r) => r.text);
const titles = (groups: readonly SearchGroup[]) =>
  groups.flatMap((group) => group.hits.map((hit) => plain(hit.title)));

/** The index as the browser has it: built, written as JSON, read back. */
async function indexOf(documents: readonly SearchDocument[]) {
  return loadIndex(JSON.parse(JSON.stringify(buildIndex(documents))));
}

const post = (title: string, text: string, tags?: string[]): SearchDocument => ({
  kind: 'post',
  title,
  url: `/writing/${title.toLowerCase().replace(/\W+/g, '-')}/`,
  text,
  tags,
});

describe('the site search', () => {
  it('finds a project by a prefix and by a word with a typo', async () => {
    const index = await indexOf([
      { kind: 'project', title: 'Reinforcement Learning Visualizer', url: '/rl/', text: '' },
      { kind: 'post', title: 'Notes', url: '/writing/notes/', text: 'On learning.' },
    ]);
    for (const typed of ['reinf', 'reinforcment', 'REINFORCEMENT']) {
      expect(titles(searchSite(index, typed))).toContain('Reinforcement Learning Visualizer');
    }
  });

  it('puts matches in a title before matches in the text, however often the text has the word', async () => {
    const index = await indexOf([
      { ...post('Notes', 'lander lander lander', ['lander']), summary: 'Lander.' },
      post('What we learned in a long year of building small things, and a lander', 'Notes.'),
    ]);
    expect(titles(searchSite(index, 'lander'))[0]).toMatch(/a lander$/);
  });

  it('groups results by kind, the best match’s group first', async () => {
    const index = await indexOf([
      post('Notes on packaging', 'How I ship Python code.', ['Python']),
      { kind: 'project', title: 'Snake in Python', url: '/projects/snake/', text: 'A game.' },
      { kind: 'tag', title: 'Python', url: '/tags/python/', text: '' },
    ]);
    // The tag is named Python, the project has it in its title, the post only in its text and tags.
    expect(searchSite(index, 'python').map((group) => group.kind)).toEqual([
      'tag',
      'project',
      'post',
    ]);
    const [demo] = Object.values(demos);
    if (!demo) return;
    const typed = demo.title.split(/\s+/).sort((a, b) => b.length - a.length)[0]!;
    const kinds = searchSite(await indexOf(siteDocuments()), typed).map((g) => g.kind);
    expect(kinds).toContain('demo');
  });

  it('holds every project, post, demo and tag of the content once', () => {
    // The default language's: the owner's other languages have their own pages of each.
    const documents = siteDocuments().filter(
      ({ url }) => pathLanguage(url).language === siteLanguage,
    );
    const demoList = Object.values(demos);
    expect(documents.filter((d) => d.kind === 'demo')).toHaveLength(demoList.length);
    expect(documents.filter((d) => d.kind === 'project')).toHaveLength(
      projects.length - demoList.length,
    );
    expect(documents.filter((d) => d.kind === 'post')).toHaveLength(posts().length);
    expect(documents.filter((d) => d.kind === 'tag')).toHaveLength(siteTags().length);
    expect(new Set(documents.map((d) => d.url)).size).toBe(documents.length);
    for (const demo of demoList) {
      expect(documents.find((d) => d.title === demo.title)?.url).toBe(`${demo.path}/`);
    }
  });

  it('shows the words around the match in a long text, the matched words marked', async () => {
    const filler = 'Plain words fill this sentence again. '.repeat(40);
    const index = await indexOf([post('A post', `${filler}The PPO agent landed. ${filler}`)]);
    const [hit] = searchSite(index, 'ppo')[0]!.hits;
    expect(marked(hit!.excerpt)).toEqual(['PPO']);
    expect(plain(hit!.excerpt).length).toBeLessThan(200);
    expect(plain(hit!.excerpt)).toMatch(/^… .*The PPO agent landed\..* …$/);
  });

  it('searches the whole text, and shows the summary for a match past the kept lead', async () => {
    const filler = 'Plain words fill this sentence again. '.repeat(Math.ceil(leadLength / 38));
    const index = await indexOf([
      { ...post('A long post', `${filler}The rare wombat appears late.`), summary: 'The summary.' },
    ]);
    const [hit] = searchSite(index, 'wombat')[0]!.hits;
    expect(plain(hit!.excerpt)).toBe('The summary.');
  });

  it('shows the words around a match in the kept lead rather than the summary', async () => {
    const filler = 'Plain words fill this sentence again. '.repeat(Math.ceil(leadLength / 38));
    const index = await indexOf([
      { ...post('A long post', `The wombat comes first. ${filler}`), summary: 'The summary.' },
    ]);
    const [hit] = searchSite(index, 'wombat')[0]!.hits;
    expect(marked(hit!.excerpt)).toEqual(['wombat']);
    expect(plain(hit!.excerpt)).toMatch(/^The wombat comes first\. .* …$/);
  });

  it('ends an excerpt at the end of the kept lead with "…", as the text goes on', async () => {
    const filler = 'Plain words fill this sentence again. '.repeat(Math.ceil(leadLength / 38));
    const text = `${filler.slice(0, leadLength - 40)} wombat ${filler}`;
    const index = await indexOf([post('A long post', text)]);
    const [hit] = searchSite(index, 'wombat')[0]!.hits;
    expect(marked(hit!.excerpt)).toEqual(['wombat']);
    expect(plain(hit!.excerpt)).toMatch(/ …$/);
  });

  it('marks the matched words in a title, typos and prefixes as written', async () => {
    const index = await indexOf([
      { kind: 'project', title: 'Reinforcement Learning Visualizer', url: '/rl/', text: '' },
      post('Notes', 'Visual notes on reinforcement.'),
    ]);
    const hit = searchSite(index, 'reinforcment visual')[0]!.hits[0]!;
    expect(marked(hit.title)).toEqual(['Reinforcement', 'Visualizer']);
  });

  it('keeps HTML in a document as text to show', async () => {
    const index = await indexOf([post('Escaping', 'Write <img src=x onerror=alert(1)> as text.')]);
    const [hit] = searchSite(index, 'onerror')[0]!.hits;
    expect(plain(hit!.excerpt)).toBe('Write <img src=x onerror=alert(1)> as text.');
    expect(marked(hit!.excerpt)).toEqual(['onerror']);
  });

  it.each([
    ['only punctuation', '?!.,;:'],
    ['regular expression characters', '.*( [ ]+? \\ ^$ |'],
    ['emoji', '🚀🔥'],
    ['spaces', '   '],
  ])('finds nothing, without an error, for %s', async (_, typed) => {
    expect(searchSite(await indexOf(siteDocuments()), typed)).toEqual([]);
  });

  it('answers a 10,000-character query at once', async () => {
    const index = await indexOf(siteDocuments());
    const started = performance.now();
    searchSite(index, 'reinforcement '.repeat(715).slice(0, 10_000));
    searchSite(index, 'x'.repeat(10_000));
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('finds words of other scripts, right-to-left ones included, and folds accents', async () => {
    const index = await indexOf([
      post('שלום עולם', 'ברוכים הבאים'),
      post('Café notes', 'Crème brûlée and a résumé.'),
    ]);
    expect(titles(searchSite(index, 'עולם'))).toEqual(['שלום עולם']);
    expect(titles(searchSite(index, 'resume'))).toEqual(['Café notes']);
    expect(titles(searchSite(index, 'cafe'))).toEqual(['Café notes']);
  });

  it('finds a word inside a Japanese or Thai sentence, and marks just that word', async () => {
    const index = await indexOf([
      post('日記', '私は東京に住んでいます。'),
      post('บันทึก', 'ฉันอาศัยอยู่ในกรุงเทพมหานคร'),
    ]);
    const [hit] = searchSite(index, '東京')[0]!.hits;
    expect(plain(hit!.title)).toBe('日記');
    expect(marked(hit!.excerpt)).toEqual(['東京']);
    expect(titles(searchSite(index, '東京に住んで'))).toEqual(['日記']);
    expect(titles(searchSite(index, 'กรุงเทพ'))).toEqual(['บันทึก']);
    expect(titles(searchSite(index, 'อาศัย'))).toEqual(['บันทึก']);
  });

  it('tells apart kana and Thai words that differ only by a mark', async () => {
    const index = await indexOf([post('ばか', 'ばか'), post('อาศัย', 'อาศัย')]);
    expect(titles(searchSite(index, 'はか'))).toEqual([]);
    expect(titles(searchSite(index, 'ばか'))).toEqual(['ばか']);
    expect(titles(searchSite(index, 'อาศย'))).toEqual([]);
  });

  // The owner's résumé, held to the rule; one with no skills and no work has nothing to find.
  const skill = resume.skills?.[0]?.keywords?.[0] ?? resume.skills?.[0]?.name;
  const employer = resume.work?.[0]?.name;
  const aboutWords = [skill, employer].filter((word) => word !== undefined);
  (aboutWords.length > 0 ? it : it.skip)(
    `finds the about page by a skill or an employer of the résumé${aboutWords.length > 0 ? '' : ' (skipped: the résumé has no skills and no work)'}`,
    async () => {
      const index = await indexOf(siteDocuments());
      for (const typed of aboutWords) {
        expect(searchSite(index, typed).find((group) => group.kind === 'about')).toBeDefined();
      }
    },
  );

  it('needs every word typed (the last one may be a prefix)', async () => {
    const index = await indexOf([
      { kind: 'project', title: 'Lunar Lander PPO Agent', url: '/lunar/', text: 'Lands softly.' },
      { kind: 'demo', title: 'Calculator', url: '/calculator/', text: 'Exact sums.' },
      post('Lunar notes', 'An agent on the moon.'),
    ]);
    expect(titles(searchSite(index, 'lunar ppo agent'))).toEqual(['Lunar Lander PPO Agent']);
    expect(searchSite(index, 'lunar calculator')).toEqual([]);
  });
});
