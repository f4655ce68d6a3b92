// The worker answers the newest text at each request and each file loaded.
import { assetPath } from '../urls.mjs';
import {
  indexFileNames,
  indexFilePath,
  loadShard,
  searchSite,
  type IndexFile,
  type IndexFileName,
  type ShardName,
  type SiteIndex,
} from './engine';
import { indexTimeoutMs, type IndexState, type SearchAnswer, type SearchRequest } from './protocol';

/** A file of the index as the export writes it (gzipped), or as a host that decodes it sends it. */
export async function readIndexFile(bytes: ArrayBuffer): Promise<IndexFile> {
  const [first, second] = new Uint8Array(bytes, 0, Math.min(2, bytes.byteLength));
  if (first !== 0x1f || second !== 0x8b) return JSON.parse(new TextDecoder().decode(bytes));
  const unpacked = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(unpacked).json();
}

async function fetchIndexFile(name: IndexFileName): Promise<IndexFile> {
  const signal = AbortSignal.timeout(indexTimeoutMs);
  const response = await fetch(assetPath(indexFilePath(name)), { signal });
  if (!response.ok) throw new Error(`${indexFilePath(name)}: HTTP ${response.status}`);
  return readIndexFile(await response.arrayBuffer());
}

const twoBuilds = new Error('index files of two builds');

export function searchService(
  post: (answer: SearchAnswer) => void,
  fetchFile: (name: IndexFileName) => Promise<IndexFile> = fetchIndexFile,
) {
  const loaded: Partial<SiteIndex> = {};
  let state: IndexState = 'loading';
  let typed = '';
  let language: string | undefined;
  const answer = () =>
    post({
      state,
      typed,
      groups: loaded.titles ? searchSite(loaded as SiteIndex, typed, { language }) : [],
    });

  async function load() {
    try {
      let build: string | undefined;
      for (const name of indexFileNames) {
        const file = await fetchFile(name);
        // Files of two builds (a deployment between fetches) name the wrong documents.
        if ((build ??= file.build) !== file.build) throw twoBuilds;
        if ('leads' in file) loaded.leads = file.leads;
        else loaded[name as ShardName] = await loadShard(name as ShardName, file);
        state = loaded.text ? 'ready' : 'titles';
        answer();
      }
    } catch (error) {
      // Offline, a file is there only if the worker kept it: the titles still answer; without
      // the leads, the full text does too, with summaries for excerpts.
      if (error === twoBuilds || !loaded.titles) state = 'failed';
      else state = loaded.text ? 'ready' : 'titles-only';
      answer();
    }
  }
  void load();

  return (request: SearchRequest) => {
    ({ typed, language } = request);
    answer();
  };
}
