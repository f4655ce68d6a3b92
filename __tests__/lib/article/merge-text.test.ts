/** @jest-environment node */
import type { Root } from 'hast';
import { rehypeMergeText } from '@/lib/article/merge-text';

describe('rehypeMergeText', () => {
  it('joins neighbouring text nodes at every depth and leaves the rest alone', () => {
    const tree: Root = {
      type: 'root',
      children: [
        { type: 'text', value: 'a' },
        { type: 'text', value: 'b' },
        {
          type: 'element',
          tagName: 'p',
          properties: {},
          children: [
            { type: 'text', value: '.' },
            { type: 'element', tagName: 'br', properties: {}, children: [] },
            { type: 'text', value: '\n' },
            { type: 'text', value: 'next' },
          ],
        },
      ],
    };
    rehypeMergeText()(tree);
    expect(tree.children[0]).toEqual({ type: 'text', value: 'ab' });
    expect(tree.children).toHaveLength(2);
    const paragraph = tree.children[1] as Extract<Root['children'][number], { type: 'element' }>;
    expect(paragraph.children.map((child) => ('value' in child ? child.value : 'br'))).toEqual([
      '.',
      'br',
      '\nnext',
    ]);
  });
});
