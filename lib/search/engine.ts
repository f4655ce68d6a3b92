// The search index, built at build time and loaded in the visitor's browser with the same options:
// MiniSearch (pure JavaScript, no eval, no WebAssembly), titles weighed most, prefix and typo matches.
import MiniSearch, { type AsPlainObject, type Options, type SearchResult } from 'minisearch';
import type { SearchDocument, SearchKind } from './documents';
import { excerpt, markWords, type TextRun } from './excerpt';
import { firstMatch, termOf, tokenize } from './words';

/**
 * The start of a document's text kept in the index for excerpts: the whole text is searched, but
 * kept whole, 200 long posts made the index three times its budget (bench/search.mts). A match
 * further on shows the summary instead, or without one the text's beginning.
 */
export const leadLength = 2000;

type Indexed = SearchDocument & { id: number; lead: string };
type Stored = Omit<SearchDocument, 'tags' | 'text'> & { tags?: string[]; lead: string };

/** The first `leadLength` characters of `text`, cut at a space, with "…" where it goes on. */
function leadOf(text: string) {
  if (text.length <= leadLength) return text;
  const cut = text.lastIndexOf(' ', leadLength);
  return `${text.slice(0, cut > 0 ? cut : leadLength)} …`;
}

const options: Options<Indexed> = {
  fields: ['title', 'tags', 'summary', 'text'],
  storeFields: ['kind', 'title', 'url', 'summary', 'tags', 'lead'],
  extractField: (document, field) => {
    const value = document[field as keyof typeof document];
    return Array.isArray(value) ? value.join(' ') : ((value as string | undefined) ?? '');
  },
  tokenize,
  processTerm: termOf,
  searchOptions: {
    boost: { title: 5, tags: 3, summary: 2 },
    combineWith: 'AND',
    prefix: true,
    // One typo in a word of 5 letters or more, two from 10 ('reinforcment').
    fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
    maxFuzzy: 2,
  },
};

/** What the site serves as search-index.json. */
export type SearchIndexFile = AsPlainObject;

export function buildIndex(documents: readonly SearchDocument[]): SearchIndexFile {
  const index = new MiniSearch(options);
  index.addAll(documents.map((document, id) => ({ ...document, id, lead: leadOf(document.text) })));
  return index.toJSON();
}

/** Loads the index in slices, so a large one does not hold the page in one long task. */
export function loadIndex(file: SearchIndexFile): Promise<MiniSearch> {
  return MiniSearch.loadJSAsync(file, options);
}

/** Longer queries are cut: nobody types more, and a fuzzy match costs with each letter. */
export const queryLimits = { characters: 200, words: 12 };

/** The words searched for in what a visitor typed: none for punctuation, emoji or spaces alone. */
export function queryWords(typed: string): string[] {
  return tokenize(typed.slice(0, queryLimits.characters)).slice(0, queryLimits.words);
}

export interface SearchHit {
  kind: SearchKind;
  url: string;
  title: TextRun[];
  excerpt: TextRun[];
}

export interface SearchGroup {
  kind: SearchKind;
  hits: SearchHit[];
}

const inTitle = (result: SearchResult) =>
  Object.values(result.match).some((fields) => fields.includes('title'));

function hitOf(result: SearchResult): SearchHit {
  const document = result as unknown as SearchResult & Stored;
  const terms = new Set(result.terms);
  const matchedText = Object.values(result.match).some((fields) => fields.includes('text'));
  const inLead = matchedText && firstMatch(document.lead, terms) >= 0;
  const body =
    (inLead && document.lead) ||
    document.summary ||
    document.lead ||
    (document.tags ?? []).join(', ');
  return {
    kind: document.kind,
    url: document.url,
    title: markWords(document.title, terms),
    excerpt: excerpt(body, terms),
  };
}

/**
 * The best matches for what was typed, grouped by kind: the group of the best match first, and in
 * each group, matches in the title before the others.
 */
export function searchSite(index: MiniSearch, typed: string, limit = 24): SearchGroup[] {
  const words = queryWords(typed);
  if (!words.length) return [];
  const results = index
    .search(words.join(' '))
    .sort((a, b) => Number(inTitle(b)) - Number(inTitle(a)) || b.score - a.score)
    .slice(0, limit);
  const groups = new Map<SearchKind, SearchHit[]>();
  for (const result of results) {
    const hit = hitOf(result);
    groups.set(hit.kind, [...(groups.get(hit.kind) ?? []), hit]);
  }
  return [...groups].map(([kind, hits]) => ({ kind, hits }));
}

export const countHits = (groups: readonly SearchGroup[]) =>
  groups.reduce((sum, group) => sum + group.hits.length, 0);
