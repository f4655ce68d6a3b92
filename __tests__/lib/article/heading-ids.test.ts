/** @jest-environment node */
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { Element, Root } from 'hast';
import { remarkHeadingIds, targetIds } from '@/lib/article/heading-ids';
import { rehypeSafeHtml } from '@/lib/article/safe-html';

const ids = (markdown: string) => {
  // The sanitizer puts GitHub's prefix before the slug, as before every id.
  const processor = unified()
    .use(remarkParse)
    .use(remarkHeadingIds)
    .use(remarkRehype)
    .use(...rehypeSafeHtml);
  const tree = processor.runSync(processor.parse(markdown)) as Root;
  return tree.children
    .filter((node): node is Element => node.type === 'element')
    .map((node) => node.properties.id);
};

const prefixed = (slug: string) => `user-content-${slug}`;

describe('remarkHeadingIds', () => {
  it('gives headings GitHub’s slugs behind GitHub’s prefix', () => {
    expect(
      ids('# Section two\n\n## Hello, *World*!\n\n### `code` & Ünïcode\n\n# ![logo](x.png) Alt'),
    ).toEqual([
      'user-content-section-two',
      'user-content-hello-world',
      'user-content-code--ünïcode',
      'user-content-logo-alt',
    ]);
  });

  it('numbers repeated headings as GitHub does', () => {
    expect(ids('# A\n\n# A\n\n# A-1\n\n# A')).toEqual(['a', 'a-1', 'a-1-1', 'a-2'].map(prefixed));
  });

  it('never gives a heading an id the page uses itself', () => {
    expect(ids('# Preview\n\n# Editor')).toEqual(['preview', 'editor'].map(prefixed));
  });
});

describe('targetIds', () => {
  it('finds the prefixed heading a bare in-page link means', () => {
    expect(targetIds('#section-two')).toEqual([
      'user-content-section-two',
      'user-content-section-two',
    ]);
    expect(targetIds('#user-content-fn-1')).toEqual(['user-content-fn-1']);
    expect(targetIds('#%C3%BCber')).toEqual(['user-content-über', 'user-content-über']);
    expect(targetIds('#Mixed')).toEqual(['user-content-Mixed', 'user-content-mixed']);
    expect(targetIds('#')).toEqual([]);
    expect(targetIds('#%E0%A4%A')).toEqual(['user-content-%E0%A4%A', 'user-content-%e0%a4%a']);
  });
});
