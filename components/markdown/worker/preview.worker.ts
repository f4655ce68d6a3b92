import {
  canHighlight,
  canLoadLanguage,
  languagesNamedIn,
  loadLanguage,
} from '@/lib/article/highlight';
import { setEntityTable } from '@/lib/markdown/named-character-reference';
import type { PreviewRequest, PreviewResponse } from '@/lib/markdown/preview-protocol';
import { blockRenderer } from './render-blocks';

let render = blockRenderer();
const post = (message: PreviewResponse) => self.postMessage(message);

// A worker has no DOM to decode "&copy;" with, so it loads the entity table before its first parse.
const ready = import('character-entities').then(({ characterEntities }) =>
  setEntityTable(characterEntities),
);

self.onmessage = async ({ data }: MessageEvent<PreviewRequest>) => {
  await ready;
  // Never held for a grammar: code is plain until its grammar arrives.
  post({ id: data.id, result: render(data.text) });
  const grammars = languagesNamedIn(data.text).filter(
    (name) => canLoadLanguage(name) && !data.unavailable.includes(name),
  );
  // One at a time: a grammar's script blocks this thread, so the page times each and drops one.
  for (const name of grammars) {
    post({ loading: name });
    await loadLanguage(name);
    const coloured = canHighlight(name);
    // A fresh renderer: the one before keeps the blocks it rendered plain.
    if (coloured) render = blockRenderer();
    post({ loaded: name, coloured });
  }
};
