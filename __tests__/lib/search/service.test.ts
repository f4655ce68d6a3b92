/** @jest-environment node */
import type { SearchDocument } from '@/lib/search/documents';
import { buildIndex, loadIndex, searchSite, type IndexFileName } from '@/lib/search/engine';
import { packIndex, unpackIndex } from '@/lib/search/pack';
import type { SearchAnswer } from '@/lib/search/protocol';
import { readIndexFile, searchService } from '@/lib/search/service';
import { gzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import { siteDocuments } from '@/lib/search/documents';
import { pathLanguage } from '@/lib/site/language';
import { termOf, tokenize } from '@/lib/article/words';

const documents: SearchDocument[] = [
  {
    kind: 'post',
    title: 'Training a lander',
    url: '/writing/a/',
    text: 'The PPO agent learned to hover.',
  },
  { kind: 'tag', title: 'Python', url: '/tags/python/', text: '' },
];
const files = buildIndex(documents);
const excerptOf = (answer: SearchAnswer | undefined) =>
  answer?.groups[0]?.hits[0]?.excerpt.map((run) => run.text).join('');
const titlesOf = (answer: SearchAnswer | undefined) =>
  answer?.groups.flatMap((group) => group.hits.map((hit) => hit.title.map((r) => r.text).join('')));

/** A worker's service whose files come when `send(name)` is called, or fail with `refuse(name)`. */
function service(served = files) {
  const answers: SearchAnswer[] = [];
  const waiting = new Map<IndexFileName, { resolve: () => void; reject: () => void }>();
  const handle = searchService(
    (answer) => answers.push(answer),
    (name) =>
      new Promise((resolve, reject) =>
        waiting.set(name, { resolve: () => resolve(served[name]), reject }),
      ),
  );
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const until = async (name: IndexFileName) => {
    while (!waiting.has(name)) await settle();
  };
  return {
    answers,
    handle,
    last: () => answers.at(-1),
    send: async (name: IndexFileName) => {
      await until(name);
      waiting.get(name)!.resolve();
      await settle();
      await settle();
    },
    refuse: async (name: IndexFileName) => {
      await until(name);
      waiting.get(name)!.reject();
      await settle();
    },
  };
}

describe('the search worker’s service', () => {
  it('answers from titles, tags and summaries first, then from the whole text', async () => {
    const worker = service();
    worker.handle({ typed: 'hover' });
    await worker.send('titles');
    expect(worker.last()).toMatchObject({ state: 'titles', typed: 'hover', groups: [] });
    worker.handle({ typed: 'lander' });
    expect(titlesOf(worker.last())).toEqual(['Training a lander']);
    await worker.send('text');
    expect(worker.last()?.state).toBe('ready');
    worker.handle({ typed: 'hover' });
    expect(titlesOf(worker.last())).toEqual(['Training a lander']);
    expect(excerptOf(worker.last())).toBe('');
    await worker.send('leads');
    expect(excerptOf(worker.last())).toBe('The PPO agent learned to hover.');
  });

  it('finds in the full text without the pages’ starts (offline, not kept), showing summaries', async () => {
    const worker = service();
    await worker.send('titles');
    await worker.send('text');
    await worker.refuse('leads');
    worker.handle({ typed: 'hover' });
    expect(worker.last()?.state).toBe('ready');
    expect(titlesOf(worker.last())).toEqual(['Training a lander']);
  });

  it('needs every word, each found in either file', async () => {
    const worker = service();
    await worker.send('titles');
    await worker.send('text');
    worker.handle({ typed: 'lander ppo' });
    expect(titlesOf(worker.last())).toEqual(['Training a lander']);
    worker.handle({ typed: 'lander python' });
    expect(titlesOf(worker.last())).toEqual([]);
  });

  it('says when the full text cannot load (offline, not kept), and answers from the titles', async () => {
    const worker = service();
    await worker.send('titles');
    await worker.refuse('text');
    expect(worker.last()?.state).toBe('titles-only');
    worker.handle({ typed: 'python' });
    expect(worker.last()).toMatchObject({ state: 'titles-only' });
    expect(titlesOf(worker.last())).toEqual(['Python']);
  });

  it('says when the titles cannot load', async () => {
    const worker = service();
    await worker.refuse('titles');
    expect(worker.last()?.state).toBe('failed');
  });

  it('refuses files of two builds, whose documents are numbered differently', async () => {
    const next = buildIndex([{ ...documents[1]!, url: '/tags/other/' }, documents[0]!]);
    const worker = service({ ...files, text: next.text });
    await worker.send('titles');
    await worker.send('text');
    expect(worker.last()?.state).toBe('failed');
  });
});

describe('the index files', () => {
  const bytesOf = (buffer: Buffer) =>
    buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;

  it('are read gzipped, as the export writes them, or plain, as a host that decodes them sends them', async () => {
    const json = JSON.stringify(files.text);
    expect(await readIndexFile(bytesOf(gzipSync(json)))).toEqual(files.text);
    expect(await readIndexFile(bytesOf(Buffer.from(json)))).toEqual(files.text);
  });

  it('fail to read when damaged, for the dialog to say so', async () => {
    const cut = gzipSync(JSON.stringify(files.text)).subarray(0, 40);
    await expect(readIndexFile(bytesOf(cut))).rejects.toThrow();
  });

  it('read back as the index MiniSearch wrote', () => {
    const index = new MiniSearch({ fields: ['title', 'text'], storeFields: ['title'] });
    index.addAll(siteDocuments().map((document, id) => ({ ...document, id })));
    const written = index.toJSON();
    expect(unpackIndex(JSON.parse(JSON.stringify(packIndex(written))))).toEqual(
      JSON.parse(JSON.stringify(written)),
    );
  });

  it('rank as one index of every field would', async () => {
    const site = siteDocuments();
    const one = new MiniSearch({
      fields: ['title', 'tags', 'summary', 'text'],
      tokenize,
      processTerm: termOf,
      searchOptions: { combineWith: 'AND', prefix: true },
    });
    one.addAll(site.map((document, id) => ({ ...document, id })));
    const index = await loadIndex(buildIndex(site));
    for (const typed of ['python', 'learning agent', 'markdown']) {
      const urls = searchSite(index, typed, { limit: 100 }).flatMap((g) =>
        g.hits.map((hit) => hit.url),
      );
      const expected = one.search(typed).map((result) => site[result.id]!.url);
      // A page under one title in several languages is one result (the page's language's).
      const page = (url: string) =>
        `${site.find((document) => document.url === url)!.title} ${pathLanguage(url).path}`;
      expect(new Set(urls.map(page))).toEqual(new Set(expected.map(page)));
    }
  });
});
