import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { createPageValue } from '@/lib/page-value';
import { indexTimeoutMs, type SearchAnswer, type SearchRequest } from '@/lib/search/protocol';
import { createSearchWorker } from './create-search-worker';

const starting: SearchAnswer = { state: 'loading', typed: '', groups: [] };
/** Nothing restarts the search before a retry. */
let gaveUp = false;
// A search that gave up says so again when the dialog reopens.
const latest = createPageValue(() =>
  gaveUp ? { ...starting, state: 'failed' as const } : starting,
);
let worker: Worker | null = null;
let silence: ReturnType<typeof setTimeout> | undefined;

function stop() {
  clearTimeout(silence);
  worker?.terminate();
  worker = null;
}

// A worker whose script or first file never comes would leave the dialog loading for ever.
function giveUp() {
  stop();
  gaveUp = true;
  latest.set({ ...latest.get(), state: 'failed' });
}

export function startSearch() {
  if (worker || gaveUp) return worker;
  const started = createSearchWorker();
  silence = setTimeout(giveUp, indexTimeoutMs);
  started.onmessage = ({ data }: MessageEvent<SearchAnswer>) => {
    // A message a stopped worker had already sent is not this search's.
    if (worker !== started) return;
    if (data.state !== 'loading') clearTimeout(silence);
    latest.set(data);
  };
  started.onerror = giveUp;
  return (worker = started);
}

// The page's language's results first (a site in several languages searches them all).
const request = (typed: string): SearchRequest => ({
  typed,
  language: document.documentElement.lang,
});

export function useSearch(typed: string) {
  const answer = useSyncExternalStore(latest.subscribe, latest.get, () => starting);
  useEffect(() => {
    startSearch()?.postMessage(request(typed));
  }, [typed]);
  const retry = useCallback(() => {
    stop();
    gaveUp = false;
    latest.set({ ...latest.get(), state: 'loading' });
    startSearch()?.postMessage(request(typed));
  }, [typed]);
  return { answer, retry };
}
