/** @jest-environment node */
import { existsSync } from 'node:fs';
import { pictureFile } from '@/lib/site/content-files';
import { altTextNotes, imageProblems, markdownContentProblems } from '@/lib/site/markdown-check';
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
      'lib/content/writing/a.md:11: /files/a.pdf is not one of .svg, .png, .jpg, .jpeg, .webp, .avif, .gif',
    ]);
  });

  it('lets a post build without alt text, naming the picture in a note by line', () => {
    const documents = [
      { file: 'lib/content/writing/a.md', body: 'A\n\n![](/here.png)\n', bodyLine: 5 },
    ];
    expect(imageProblems(documents, here, { alt: false })).toEqual([]);
    expect(altTextNotes(documents)).toEqual([
      'lib/content/writing/a.md:7: the image /here.png has no alt text: say what it shows (a screen reader says nothing of it now)',
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

  it('refuses a picture whose path leads outside the pictures folder, even if the file exists', () => {
    const body =
      '![Logo](/../../../public/logo.svg)\n\n<img src="/a/%2E%2E/%2E%2E/x.png" alt="X">\n';
    const everywhere = () => true;
    expect(
      imageProblems([{ file: 'lib/content/writing/a.md', body, bodyLine: 1 }], everywhere),
    ).toEqual([
      'lib/content/writing/a.md:1: /../../../public/logo.svg leads outside lib/content/pictures/: put the picture there and name it from there',
      'lib/content/writing/a.md:3: /a/%2E%2E/%2E%2E/x.png leads outside lib/content/pictures/: put the picture there and name it from there',
    ]);
    expect(() => pictureFile('/../../../public/logo.svg')).toThrow(/outside/);
  });

  it('checks a linked picture as a shown one, naming a picture linked to itself once', () => {
    const body =
      '[![Gone](/gone.png)](/gone.png)\n\n[the plan](/gone.svg "Plan")\n\n<a href="/here/x.svg">x</a> <a href="/nope.webp?v=2">y</a>\n';
    expect(imageProblems([{ file: 'lib/content/writing/a.md', body, bodyLine: 1 }], here)).toEqual([
      'lib/content/writing/a.md:1: lib/content/pictures/gone.png not found',
      'lib/content/writing/a.md:3: lib/content/pictures/gone.svg not found',
      'lib/content/writing/a.md:5: lib/content/pictures/nope.webp not found',
    ]);
  });
});
