// Renders long or unusual documents away from the page, so typing never waits for the parser.
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
  const response: PreviewResponse = { id: data.id, result: render(data.text) };
  self.postMessage(response);
};
