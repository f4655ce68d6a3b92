import { sharePictureAlt, sharePicturePath, sharePictureSegments } from '@/lib/site/share-picture';
import { wordsOf } from '@/lib/site/words';
import { sitePages } from '@/lib/site/pages';
import { tagPath } from '@/lib/site/site-tags';

describe('share picture addresses', () => {
  it('are one .png a page, named after its path', () => {
    expect(sharePicturePath('/')).toBe('/share/index.png');
    expect(sharePicturePath('/clock/')).toBe('/share/clock.png');
    expect(sharePicturePath('/projects/solver/')).toBe('/share/projects/solver.png');
    expect(sharePictureSegments('/tags/java/')).toEqual(['tags', 'java.png']);
  });

  it('are named so that every host serves them at that address, whatever the tag', () => {
    // A host decodes the request's path to find the file: the name must need no encoding.
    const names = [
      'c++',
      'r&d',
      "o'reilly",
      '<canvas>',
      '日本語',
      'i\u0307stanbul',
      'node.js',
      '.net',
    ];
    const paths = names.map((name) => sharePicturePath(tagPath(name)));
    for (const path of paths) expect(path).toMatch(/^\/share\/tags\/[a-z0-9_-]+\.png$/);
    expect(new Set(paths).size).toBe(names.length);
    expect(sharePicturePath(tagPath('c++'))).toBe('/share/tags/c_2b_2b.png');
    // The escape character is escaped too, so no two tags share a picture.
    expect(sharePicturePath(tagPath('c_2b'))).not.toBe(sharePicturePath(tagPath('c+')));
  });

  it('differ for every shared page', () => {
    const paths = sitePages().map((page) => sharePicturePath(page.path));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('say in words what the picture shows, with the punctuation of the page’s language', () => {
    expect(sharePictureAlt({ kind: 'Demo', title: 'Calculator', subtitle: 'Exact' }, 'Ada')).toBe(
      'Demo: Calculator, Exact (Ada)',
    );
    const post = { kind: 'Article', title: 'Bonjour' };
    expect(sharePictureAlt(post, 'Ada', wordsOf('fr'))).toBe('Article\u00a0: Bonjour (Ada)');
    expect(sharePictureAlt({ kind: '記事', title: 'こんにちは' }, 'Ada', wordsOf('ja'))).toBe(
      '記事：こんにちは（Ada）',
    );
  });
});
