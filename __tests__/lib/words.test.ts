/** @jest-environment node */
import { dictionaries, dictionaryName, dictionaryProblems, searchWords } from '@/lib/words';
import { en } from '@/lib/words/en';
import { counted, fill, fillParts, spaceAfter } from '@/lib/words/format';
import { direction } from '@/lib/words/direction';
import { languageProblems } from '@/lib/site/words-check';

const fr = dictionaries.fr!;

const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as object).flatMap(strings);

describe('dictionaries', () => {
  it.each(Object.keys(dictionaries))('%s has every word English has, with its {values}', (name) => {
    expect(dictionaryProblems(name, dictionaries[name])).toEqual([]);
  });

  it('names the dictionary and the key of a missing word, and of a missing {value}', () => {
    const lacking = {
      ...fr,
      theme: { legend: 'Thème' },
      tags: { ...fr.tags, tagged: 'Étiquette' },
    };
    expect(dictionaryProblems('lib/words/fr.ts', lacking)).toEqual([
      'lib/words/fr.ts: theme.system is missing',
      'lib/words/fr.ts: theme.light is missing',
      'lib/words/fr.ts: theme.dark is missing',
      'lib/words/fr.ts: tags.tagged lacks {tag}',
    ]);
  });

  it('asks a counted word for its other form only: Japanese has no singular', () => {
    expect(
      dictionaryProblems('ja', { ...en, search: { ...en.search, count: { other: '{count}件' } } }),
    ).toEqual([]);
    const noOther = { ...en, search: { ...en.search, count: { one: '{count} result' } } };
    expect(dictionaryProblems('xx', noOther)).toEqual(['xx: search.count.other is missing']);
  });

  it('writes French with a no-break space before : ; ! ? and inside « »', () => {
    const words = strings(fr);
    expect(words.filter((text) => / [:;!?»]|« /.test(text))).toEqual([]);
    expect(fr.notFound.heading).toBe('Rien à voir ici\u202f!');
    expect(fill(fr.tags.tagged, { tag: 'java' })).toBe('Étiquette «\u00a0java\u00a0»');
  });
});

describe('a space after a word', () => {
  it('follows a comma or colon, not a full-width mark, which holds its own', () => {
    expect(['Follow by feed:', 'Suivre par flux :', ',', '،'].map(spaceAfter)).toEqual([
      ' ',
      ' ',
      ' ',
      ' ',
    ]);
    expect(['フィードで購読：', '、', '通过订阅源关注：'].map(spaceAfter)).toEqual(['', '', '']);
  });
});

describe('the search dialog’s words', () => {
  it('are the dialog’s only: the about result’s name is written into the index at build', () => {
    const dialog = searchWords(fr.search);
    expect(dialog).not.toHaveProperty('aboutOwner');
    expect(dialog).toEqual({ ...fr.search, aboutOwner: undefined });
  });
});

describe('the owner’s languages', () => {
  it('finds a dictionary by tag, by script for Chinese, by language otherwise', () => {
    expect(dictionaryName('fr-CA')).toBe('fr');
    expect(dictionaryName('pt-BR')).toBe('pt');
    expect(dictionaryName('zh-CN')).toBe('zh-Hans');
    expect(dictionaryName('zh-TW')).toBeUndefined();
    expect(dictionaryName('constructor')).toBeUndefined();
  });

  it('names a tag that is not BCP 47, one with no dictionary, and an empty list', () => {
    expect(languageProblems(['fr', 'de-AT'])).toEqual([]);
    expect(languageProblems(['en_GB'])).toEqual([
      `lib/content/owner.ts: languages has "en_GB", which is not a BCP 47 tag such as 'fr' or 'pt-BR'`,
    ]);
    expect(languageProblems(['sw'])[0]).toMatch(
      /"sw", which has no dictionary: add lib\/words\/sw\.ts/,
    );
    expect(languageProblems([])).toEqual([
      `lib/content/owner.ts: languages is empty: list at least one, such as ['fr']`,
    ]);
  });

  it('writes right to left for Arabic, Hebrew, Persian and Urdu only', () => {
    expect(['ar', 'he-IL', 'fa', 'ur', 'en', 'fr', 'ja'].map(direction)).toEqual([
      'rtl',
      'rtl',
      'rtl',
      'rtl',
      'ltr',
      'ltr',
      'ltr',
    ]);
  });
});

describe('filling in words', () => {
  it("counts by the language's plural rule and digits", () => {
    const projects = dictionaries.ar!.filter.projects;
    expect([0, 1, 2, 3, 11, 100].map((n) => counted('ar', projects, n))).toEqual([
      'لا مشاريع',
      'مشروع واحد',
      'مشروعان',
      '3 مشاريع',
      '11 مشروعًا',
      '100 مشروع',
    ]);
    expect(counted('fr', fr.writing.posts, 0)).toBe('0 article');
    expect(counted('en', en.writing.posts, 1200)).toBe('1,200 posts');
    expect(counted('ja', dictionaries.ja!.writing.posts, 1)).toBe('1件の記事');
    // Reading time: the noun agrees with the number after في, as Arabic writes it.
    const minutes = dictionaries.ar!.article.minutesRead;
    expect([1, 2, 3, 11].map((n) => counted('ar', minutes, n))).toEqual([
      'قراءة في دقيقة واحدة',
      'قراءة في دقيقتين',
      'قراءة في 3 دقائق',
      'قراءة في 11 دقيقة',
    ]);
  });

  it('keeps a sentence’s parts apart, as JSX writes them', () => {
    expect(fillParts('Tagged “{tag}”', { tag: 'java' })).toEqual(['Tagged “', 'java', '”']);
    expect(fillParts('{count} more', { count: 3 })).toEqual([3, ' more']);
    expect(fill('{name}: {unknown}', { name: 'Maya' })).toBe('Maya: {unknown}');
  });
});
