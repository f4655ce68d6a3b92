import { useCallback, useEffect, useState } from 'react';
import type MiniSearch from 'minisearch';
import { loadIndex } from '@/lib/search/engine';
import { assetPath } from '@/lib/urls.mjs';

/** A network that hangs gets a message and a retry, never a spinner forever. */
export const indexTimeoutMs = 10_000;

let loading: Promise<MiniSearch> | null = null;

/** The index, fetched once a page (the service worker keeps it for offline visits). */
function fetchIndex(): Promise<MiniSearch> {
  loading ??= (async () => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), indexTimeoutMs);
    try {
      const response = await fetch(assetPath('/search-index.json'), { signal: controller.signal });
      if (!response.ok) throw new Error(`search-index.json: HTTP ${response.status}`);
      return await loadIndex(await response.json());
    } finally {
      clearTimeout(timer);
    }
  })();
  loading.catch(() => (loading = null));
  return loading;
}

export type IndexState =
  { status: 'loading' } | { status: 'ready'; index: MiniSearch } | { status: 'failed' };

export function useSearchIndex() {
  const [state, setState] = useState<IndexState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    fetchIndex().then(
      (index) => current && setState({ status: 'ready', index }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
