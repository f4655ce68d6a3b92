// MiniSearch: pure JavaScript, no eval or WebAssembly, which the policy forbids.
import { pathLanguage } from '../site/language';
import MiniSearch, { type Options } from 'minisearch';
import type { SearchDocument, SearchKind } from './documents';
import { excerpt, markWords } from './excerpt';
import { packIndex, unpackIndex, type PackedIndex } from './pack';
import type { SearchGroup, SearchHit } from './protocol';
import { firstMatch, termOf, tokenize } from '../article/words';

/** What a result's excerpt may show; the whole text is searched. */
export const leadLength = 2000;

const shards = {
  titles: {
    fields: ['title', 'tags', 'summary'],
    storeFields: ['kind', 'title', 'url', 'summary', 'tags'],
  },
  text: { fields: ['text'] },
};
export type ShardName = keyof typeof shards;

/**
 * The index's files, in the order the dialog loads them: the titles' for the first results, the
 * full text's, then each page's start for excerpts, apart as it is most of the bytes (the worker
 * keeps the two indexes at install where the leads would not fit).
 */
export const indexFileNames = ['titles', 'text', 'leads'] as const;
export type IndexFileName = (typeof indexFileNames)[number];
// Gzipped in the export (the full text to about a sixth): the install counts them at that size.
export const indexFilePath = (name: IndexFileName) => `/search-${name}.json.gz`;

type Indexed = SearchDocument & { id: number };
type Stored = Pick<SearchDocument, 'kind' | 'title' | 'url' | 'summary' | 'tags'>;

function leadOf(text: string) {
  if (text.length <= leadLength) return text;
  const cut = text.lastIndexOf(' ', leadLength);
  return `${text.slice(0, cut > 0 ? cut : leadLength)} …`;
}

const optionsOf = (name: ShardName): Options<Indexed> => ({
  ...shards[name],
  tokenize,
  processTerm: termOf,
  searchOptions: {
    boost: { title: 5, tags: 3, summary: 2 },
    // Every word must match, but each may match in either file: checked once both have answered.
    combineWith: 'OR',
    prefix: true,
    fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
    maxFuzzy: 2,
  },
});

/** Each file names its build: ids are positions, so files of two builds do not go together. */
type IndexFiles = {
  titles: PackedIndex;
  text: PackedIndex;
  /** Each document's start, by id. */
  leads: { leads: string[] };
};
export type IndexFile<Name extends IndexFileName = IndexFileName> = IndexFiles[Name] & {
  build: string;
};
export type SearchIndexFiles = { [Name in IndexFileName]: IndexFile<Name> };

function buildOf(documents: readonly SearchDocument[]) {
  let hash = 5381;
  for (const { url, title } of documents)
    for (const char of `${url} ${title}\n`) hash = (hash * 33 + char.charCodeAt(0)) >>> 0;
  return hash.toString(36);
}

export function buildIndex(documents: readonly SearchDocument[]): SearchIndexFiles {
  const build = buildOf(documents);
  const indexed = documents.map((document, id) => ({ ...document, id }));
  const file = (name: ShardName, list: Indexed[]) => {
    const index = new MiniSearch(optionsOf(name));
    index.addAll(list);
    return { ...packIndex(index.toJSON()), build };
  };
  return {
    titles: file('titles', indexed),
    text: file(
      'text',
      indexed.filter((d) => d.text),
    ),
    leads: { leads: documents.map((d) => leadOf(d.text)), build },
  };
}

// In slices, so a large shard does not hold its thread in one long task.
export const loadShard = (name: ShardName, file: PackedIndex): Promise<MiniSearch> =>
  MiniSearch.loadJSAsync(unpackIndex(file), optionsOf(name));

/** What has loaded: without the leads, excerpts come from summaries. */
export type SiteIndex = { titles: MiniSearch; text?: MiniSearch; leads?: readonly string[] };

export async function loadIndex(files: SearchIndexFiles): Promise<SiteIndex> {
  return {
    titles: await loadShard('titles', files.titles),
    text: await loadShard('text', files.text),
    leads: files.leads.leads,
  };
}

// Nobody types more, and a fuzzy match costs with each letter.
const queryWords = (typed: string) => tokenize(typed.slice(0, 200)).slice(0, 12);

interface Match {
  id: number;
  score: number;
  queryTerms: Set<string>;
  terms: Set<string>;
  fields: Set<string>;
}

// MiniSearch multiplies a score by the number of query words matched: each shard's is divided by
// its own count, the sum multiplied by both's.
function matchesOf(index: SiteIndex, words: string[]): Match[] {
  const matches = new Map<number, Match & { raw: number }>();
  for (const shard of [index.titles, index.text]) {
    for (const result of shard?.search(words.join(' ')) ?? []) {
      const match = matches.get(result.id) ?? {
        ...{ id: result.id as number, raw: 0, score: 0 },
        ...{ queryTerms: new Set<string>(), terms: new Set<string>(), fields: new Set<string>() },
      };
      match.raw += result.score / (result.queryTerms.length || 1);
      result.queryTerms.forEach((term) => match.queryTerms.add(term));
      result.terms.forEach((term) => match.terms.add(term));
      Object.values(result.match).forEach((fields) => fields.forEach((f) => match.fields.add(f)));
      matches.set(result.id, match);
    }
  }
  const needed = new Set(words.map(termOf)).size;
  return [...matches.values()]
    .filter((match) => match.queryTerms.size >= needed)
    .map((match) => ({ ...match, score: match.raw * match.queryTerms.size }));
}

function hitOf(index: SiteIndex, match: Match): SearchHit {
  const document = {
    ...(index.titles.getStoredFields(match.id) as Stored),
    lead: index.leads?.[match.id],
  };
  const inLead = match.fields.has('text') && firstMatch(document.lead ?? '', match.terms) >= 0;
  const body =
    (inLead && document.lead) ||
    document.summary ||
    document.lead ||
    (document.tags ?? []).join(', ');
  return {
    kind: document.kind,
    url: document.url,
    title: markWords(document.title, match.terms),
    excerpt: excerpt(body, match.terms),
  };
}

/** The pages in `language` first (by their addresses), then those found in their titles. */
export function searchSite(
  index: SiteIndex,
  typed: string,
  { limit = 24, language }: { limit?: number; language?: string } = {},
): SearchGroup[] {
  const words = queryWords(typed);
  if (!words.length) return [];
  const inTitle = (match: Match) => Number(match.fields.has('title'));
  const stored = (match: Match) => index.titles.getStoredFields(match.id) as Stored;
  const url = (match: Match) => stored(match).url;
  const inLanguage = (match: Match) =>
    Number(language !== undefined && pathLanguage(url(match)).language === language);
  // One page in several languages under one title (a demo, a tag, an untranslated story) is
  // one result: the page's language's, ranked first.
  const seen = new Set<string>();
  const firstOfItsTitle = (match: Match) => {
    const key = `${stored(match).title} ${pathLanguage(url(match)).path}`;
    return !seen.has(key) && Boolean(seen.add(key));
  };
  const matches = matchesOf(index, words)
    .sort((a, b) => inLanguage(b) - inLanguage(a) || inTitle(b) - inTitle(a) || b.score - a.score)
    .filter(firstOfItsTitle)
    .slice(0, limit);
  const groups = new Map<SearchKind, SearchHit[]>();
  for (const match of matches) {
    const hit = hitOf(index, match);
    groups.set(hit.kind, [...(groups.get(hit.kind) ?? []), hit]);
  }
  return [...groups].map(([kind, hits]) => ({ kind, hits }));
}
