/** @jest-environment node */
import { partParser } from '@/lib/markdown/part-parser';
import { itemsPerPart } from '@/lib/markdown/source-parts';

const firstNodes = (parsed: ReturnType<ReturnType<typeof partParser>>) =>
  parsed.ok ? parsed.blocks.map((block) => block.tree.children[0]) : [];

it('parses again only the part a keystroke changed', () => {
  const parse = partParser();
  const text = Array.from({ length: 300 }, (_, n) => `w${n}`).join('\n\n');
  const before = firstNodes(parse(text));
  const after = firstNodes(parse(`${text}!`));
  expect(after).toHaveLength(300);
  // The very node objects: kept from the last keystroke, not parsed again.
  expect(after.slice(0, -1)).toEqual(before.slice(0, -1));
  after.slice(0, -1).forEach((node, index) => expect(node).toBe(before[index]));
  expect(after.at(-1)).not.toBe(before.at(-1));
});

it('joins a long list again, and keeps its parts for rendering', () => {
  const parsed = partParser()(`${'1. x\n'.repeat(itemsPerPart * 2)}\n${'1. y\n\n'.repeat(3)}`);
  if (!parsed.ok) throw new Error(parsed.reason);
  const [block] = parsed.blocks;
  const list = block!.tree.children[0];
  expect(list).toMatchObject({ type: 'list', ordered: true, start: 1, spread: true });
  expect(list?.type === 'list' && list.children).toHaveLength(itemsPerPart * 2 + 3);
  expect(block!.listParts).toHaveLength(3);
});

it('gives a heading in a repeated part its own id', () => {
  const parsed = partParser()('# Hi\n\nx\n\n# Hi\n\ny');
  const ids = firstNodes(parsed).map((node) => node?.data?.hProperties?.id);
  expect(ids).toEqual(['hi', undefined, 'hi-1', undefined]);
});
