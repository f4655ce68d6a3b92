import { sharePictureAlt, sharePicturePath, sharePictureSegments } from '@/lib/seo/share-picture';
import { sitePages } from '@/lib/site/pages';

describe('share picture addresses', () => {
  it('are one .png a page, named after its path', () => {
    expect(sharePicturePath('/')).toBe('/share/index.png');
    expect(sharePicturePath('/clock/')).toBe('/share/clock.png');
    expect(sharePicturePath('/projects/solver/')).toBe('/share/projects/solver.png');
    expect(sharePictureSegments('/tags/java/')).toEqual(['tags', 'java.png']);
  });

  it('differ for every shared page', () => {
    const paths = sitePages().map((page) => sharePicturePath(page.path));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('say in words what the picture shows', () => {
    expect(sharePictureAlt({ kind: 'Demo', title: 'Calculator', subtitle: 'Exact' }, 'Ada')).toBe(
      'Demo: Calculator, Exact (Ada)',
    );
  });
});
