import { currentSection } from '@/lib/site/navigation';

describe('currentSection', () => {
  it.each([
    ['/', '/'],
    ['/projects/lunar-lander/', '/'],
    ['/tags/python', '/'],
    ['/series/towel-robots/', '/writing/'],
    ['/writing/', '/writing/'],
    ['/writing/hello-world/', '/writing/'],
    ['/about', '/about/'],
    ['/clock/', '/clock/'],
  ])('puts %s under %s', (path, section) => {
    expect(currentSection(path)).toBe(section);
  });

  it('names a page outside every section by its folder, which no link has', () => {
    expect(currentSection('/offline/')).toBe('/offline/');
  });
});
