// The worker answers the newest text at each request and each shard loaded.
import { assetPath } from '../urls.mjs';
import {
  loadShard,
  searchSite,
  shardNames,
  shardPath,
  type SearchIndexFile,
  type ShardName,
  type SiteIndex,
} from './engine';
import { indexTimeoutMs, type IndexState, type SearchAnswer, type SearchRequest } from './protocol';

async function fetchShard(name: ShardName): Promise<SearchIndexFile> {
  const signal = AbortSignal.timeout(indexTimeoutMs);
  const response = await fetch(assetPath(shardPath(name)), { signal });
  if (!response.ok) throw new Error(`${shardPath(name)}: HTTP ${response.status}`);
  return response.json();
}

const twoBuilds = new Error('index files of two builds');

export function searchService(
  post: (answer: SearchAnswer) => void,
  fetchFile: (name: ShardName) => Promise<SearchIndexFile> = fetchShard,
) {
  const loaded: Partial<SiteIndex> = {};
  let state: IndexState = 'loading';
  let typed = '';
  const answer = () =>
    post({ state, typed, groups: loaded.titles ? searchSite(loaded as SiteIndex, typed) : [] });

  async function load() {
    try {
      let build: string | undefined;
      for (const name of shardNames) {
        const file = await fetchFile(name);
        // Files of two builds (a deployment between fetches) name the wrong documents.
        if ((build ??= file.build) !== file.build) throw twoBuilds;
        loaded[name] = await loadShard(name, file);
        state = loaded.text ? 'ready' : 'titles';
        answer();
      }
    } catch (error) {
      // Offline, the full text is there only if the worker kept it: the titles still answer.
      state = loaded.titles && error !== twoBuilds ? 'titles-only' : 'failed';
      answer();
    }
  }
  void load();

  return (request: SearchRequest) => {
    typed = request.typed;
    answer();
  };
}
