/** @jest-environment node */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { demos } from '@/lib/demos';
import { isExternal } from '@/lib/urls.mjs';
import { projects } from '@/lib/projects';
import { owner } from '@/lib/site';

const external = projects.filter((project) => isExternal(project.target));
const internal = projects.filter((project) => !isExternal(project.target));

describe('projects', () => {
  it('has 13 cards: 9 external and 4 internal', () => {
    expect(projects).toHaveLength(13);
    expect(external).toHaveLength(9);
    expect(internal).toHaveLength(4);
  });

  it('sends the internal cards to the four demos', () => {
    const paths = Object.values(demos).map((demo) => demo.path);
    expect(internal.map((project) => project.target).sort()).toEqual(
      ['/calculator', '/clock', '/markdown', '/quotes'].sort(),
    );
    expect(internal.map((project) => project.target).sort()).toEqual(paths.sort());
  });

  it('points every external card at a valid https URL', () => {
    for (const { target } of external) {
      expect(new URL(target).protocol).toBe('https:');
    }
  });

  it('has the two reinforcement-learning agents on the model hub and the rest on the code host', () => {
    const onModelHub = external.filter(({ target }) => target.startsWith(`${owner.modelHub.url}/`));
    const onCodeHost = external.filter(({ target }) => target.startsWith(`${owner.codeHost.url}/`));
    expect(onModelHub).toHaveLength(2);
    expect(onCodeHost).toHaveLength(7);
  });

  it('has unique targets, titles and images', () => {
    for (const field of ['target', 'title', 'image'] as const) {
      const values = projects.map((project) => project[field]);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it('describes every image with alt text of its own', () => {
    for (const { title, imageAlt } of projects) {
      expect(imageAlt.trim().length).toBeGreaterThan(10);
      expect(imageAlt).not.toBe(title);
    }
  });

  it('has every image file in public/', () => {
    for (const { image } of projects) {
      expect(image.startsWith('/')).toBe(true);
      expect(existsSync(join(process.cwd(), 'public', image))).toBe(true);
    }
  });
});
