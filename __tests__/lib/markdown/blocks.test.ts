/** @jest-environment node */
import { maxTreeDepth, parseIntoBlocks, treeDepth } from '@/lib/markdown/blocks';

describe('parseIntoBlocks', () => {
  it('cuts a document into its top-level blocks, with no positions left in them', () => {
    const parsed = parseIntoBlocks('# a\n\nb\n\n- c\n- d\n\n> e');
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(parsed.blocks.map((root) => root.children[0]!.type)).toEqual([
      'heading',
      'paragraph',
      'list',
      'blockquote',
    ]);
    expect(JSON.stringify(parsed.blocks)).not.toContain('position');
  });

  it('gives every block the link definitions, and keeps documents with footnotes whole', () => {
    const linked = parseIntoBlocks('[a][r]\n\n[r]: https://example.org\n\n[b][r]');
    expect(linked.ok && linked.blocks.map((root) => root.children.map((c) => c.type))).toEqual([
      ['definition', 'paragraph'],
      ['definition', 'paragraph'],
    ]);
    const noted = parseIntoBlocks('a[^1]\n\nb\n\n[^1]: note');
    expect(noted.ok && noted.blocks).toHaveLength(1);
  });

  it('finds definitions inside quotes and lists too', () => {
    const linked = parseIntoBlocks('[a][r]\n\n> [r]: https://example.org\n\n- [s]: /s');
    expect(linked.ok && linked.blocks.map((root) => root.children.map((c) => c.type))).toEqual([
      ['definition', 'definition', 'paragraph'],
      ['definition', 'definition', 'blockquote'],
      ['definition', 'definition', 'list'],
    ]);
    const noted = parseIntoBlocks('a[^n]\n\n> quoted\n>\n> [^n]: note');
    expect(noted.ok && noted.blocks).toHaveLength(1);
  });

  it('refuses a tree too deep to render, measured without recursion', () => {
    const deep = `${'*'.repeat(600)}a${'*'.repeat(600)}`;
    expect(parseIntoBlocks(deep)).toEqual({ ok: false, reason: 'too-deep' });
    expect(treeDepth({ type: 'root', children: [] })).toBe(0);
    expect(maxTreeDepth).toBe(256);
  });
});

describe('raw HTML across blocks', () => {
  const count = (text: string) => {
    const parsed = parseIntoBlocks(text);
    if (!parsed.ok) throw new Error(parsed.reason);
    return parsed.blocks.length;
  };

  it('keeps a document whole when a block leaves an element open for the next ones', () => {
    expect(count('<details>\n<summary>More</summary>\n\nhidden\n\n</details>\n\nafter')).toBe(1);
    expect(count('<b>bold from here\n\nstill bold')).toBe(1);
  });

  it('still cuts a document whose raw HTML closes within each block', () => {
    expect(count('<kbd>Ctrl</kbd> and <br> and <img src="x.png">\n\n<div>\nx\n</div>\n\nend')).toBe(
      3,
    );
  });
});
