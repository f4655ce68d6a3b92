/** @jest-environment node */
import { existsSync } from 'node:fs';
import { pictureFile } from '@/lib/site/content-files';
import { imageProblems, markdownContentProblems } from '@/lib/site/markdown-check';
import { mayasProjects } from '../../fixtures/owner';
import { storyProblems } from '@/lib/site/stories';

const inPictures = (path: string) => existsSync(pictureFile(path));

// The tests' own pictures: any path that starts /here.
const here = (path: string) => path.startsWith('/here');

describe('stories and posts', () => {
  it('finds no problem in the shipped content', () => {
    expect(markdownContentProblems(inPictures)).toEqual([]);
  });

  it('names a story for no project and two projects with one slug', () => {
    // The tests' own cards: the owner's may have no slug.
    const twins = mayasProjects.map((project) => ({ ...project, slug: 'towel' }));
    expect(
      storyProblems([{ slug: 'nobody', file: 'lib/content/projects/nobody.md' }], twins),
    ).toEqual([
      `lib/content/projects/nobody.md: no project in lib/content/projects.ts has the slug "nobody" (give the project slug: 'nobody', or rename the file)`,
      `lib/content/projects.ts: projects[0] and projects[1] share the slug "towel": give one a slug of its own`,
    ]);
  });

  it('names the line of a picture without alt text, a missing one and one of a type not shown', () => {
    const body =
      'Intro\n\n![](/here.png)\n\n![A chart](/nope.png)\n\n![Doc](/files/a.pdf)\n\n![ok](https://example.org/a.png)\n';
    expect(imageProblems([{ file: 'lib/content/writing/a.md', body, bodyLine: 5 }], here)).toEqual([
      'lib/content/writing/a.md:7: the image /here.png has no alt text: say what it shows',
      'lib/content/writing/a.md:9: lib/content/pictures/nope.png not found',
      'lib/content/writing/a.md:11: /files/a.pdf is not one of .svg, .png, .jpg, .jpeg, .webp, .avif',
    ]);
  });

  it('names a missing picture by its file name, not its URL-encoded address', () => {
    const body = '![A plan](/here/my%20plan.png) ![Gone](/my%20plan.png)';
    expect(imageProblems([{ file: 'lib/content/writing/a.md', body, bodyLine: 5 }], here)).toEqual([
      'lib/content/writing/a.md:5: lib/content/pictures/my plan.png not found',
    ]);
  });

  it('checks pictures written as HTML, as Jekyll and Hugo posts write them, by their lines', () => {
    const body =
      'Intro\n\n<img src="/gone.svg" alt="Gone">\n\nText <img src="/here.png"> inline.\n\n<p align="center">\n  <img src="/here.svg" alt="A clock">\n</p>\n';
    expect(imageProblems([{ file: 'lib/content/writing/a.md', body, bodyLine: 5 }], here)).toEqual([
      'lib/content/writing/a.md:7: lib/content/pictures/gone.svg not found',
      'lib/content/writing/a.md:9: the image /here.png has no alt text: say what it shows',
    ]);
  });
});
