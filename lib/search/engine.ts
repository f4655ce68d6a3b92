// MiniSearch: pure JavaScript, no eval or WebAssembly, which the policy forbids.
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
  text: { fields: ['text'], storeFields: ['lead'] },
};
export type ShardName = keyof typeof shards;
export const shardNames = Object.keys(shards) as ShardName[];
export const shardPath = (name: ShardName) => `/search-${name}.json`;

type Indexed = SearchDocument & { id: number; lead: string };
type Stored = Pick<SearchDocument, 'kind' | 'title' | 'url' | 'summary' | 'tags'> & {
  lead?: string;
};

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

/** One file of the index; `build` tells one build's files from another's (ids are positions). */
export type SearchIndexFile = PackedIndex & { build: string };
type SearchIndexFiles = Record<ShardName, SearchIndexFile>;

function buildOf(documents: readonly SearchDocument[]) {
  let hash = 5381;
  for (const { url, title } of documents)
    for (const char of `${url} ${title}\n`) hash = (hash * 33 + char.charCodeAt(0)) >>> 0;
  return hash.toString(36);
}

export function buildIndex(documents: readonly SearchDocument[]): SearchIndexFiles {
  const build = buildOf(documents);
  const indexed = documents.map((document, id) => ({
    ...document,
    id,
    lead: leadOf(document.text),
  }));
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
  };
}

// In slices, so a large shard does not hold its thread in one long task.
export const loadShard = (name: ShardName, file: PackedIndex): Promise<MiniSearch> =>
  MiniSearch.loadJSAsync(unpackIndex(file), optionsOf(name));

export type SiteIndex = { titles: MiniSearch; text?: MiniSearch };

export async function loadIndex(files: SearchIndexFiles): Promise<SiteIndex> {
  return {
    titles: await loadShard('titles', files.titles),
    text: await loadShard('text', files.text),
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
    ...(index.text?.getStoredFields(match.id) as Pick<Stored, 'lead'> | undefined),
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

export function searchSite(index: SiteIndex, typed: string, limit = 24): SearchGroup[] {
  const words = queryWords(typed);
  if (!words.length) return [];
  const inTitle = (match: Match) => Number(match.fields.has('title'));
  const matches = matchesOf(index, words)
    .sort((a, b) => inTitle(b) - inTitle(a) || b.score - a.score)
    .slice(0, limit);
  const groups = new Map<SearchKind, SearchHit[]>();
  for (const match of matches) {
    const hit = hitOf(index, match);
    groups.set(hit.kind, [...(groups.get(hit.kind) ?? []), hit]);
  }
  return [...groups].map(([kind, hits]) => ({ kind, hits }));
}
