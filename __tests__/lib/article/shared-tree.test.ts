/** @jest-environment node */
import { sharedTrees } from '@/lib/article/shared-tree';

describe('a shared tree', () => {
  it('is parsed once for each text, however many readers ask', () => {
    const parse = jest.fn((text: string) => ({ text }));
    const tree = sharedTrees(parse);
    expect(tree('a')).toBe(tree('a'));
    tree('b');
    expect(parse.mock.calls.map(([text]) => text)).toEqual(['a', 'b']);
  });

  it('keeps at most as many texts as it is told, then starts again', () => {
    const parse = jest.fn((text: string) => ({ text }));
    const tree = sharedTrees(parse, 2);
    for (const text of ['a', 'b', 'c', 'a']) tree(text);
    expect(parse).toHaveBeenCalledTimes(4);
  });
});
