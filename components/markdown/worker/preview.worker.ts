// Renders long or unusual documents away from the page, so typing never waits for the parser.
import { languagesNamedIn, loadLanguage } from '@/lib/markdown/highlight';
import { setEntityTable } from '@/lib/markdown/named-character-reference';
import type { PreviewRequest, PreviewResponse } from '@/lib/markdown/preview-protocol';
import { blockRenderer } from './render-blocks';

const render = blockRenderer();

// A worker has no DOM to decode "&copy;" with, so it loads the entity table before its first parse.
const ready = import('character-entities').then(({ characterEntities }) =>
  setEntityTable(characterEntities),
);

self.onmessage = async ({ data }: MessageEvent<PreviewRequest>) => {
  await ready;
  // The grammars of the languages its code names, so every block is coloured on first rendering.
  await Promise.all(languagesNamedIn(data.text).map(loadLanguage));
  const response: PreviewResponse = { id: data.id, result: render(data.text) };
  self.postMessage(response);
};
