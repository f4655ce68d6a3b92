/** @jest-environment node */
// The product spec's counts for the content this site ships with: 13 cards (9 leading elsewhere,
// 4 to the demos) and 12 quotes. Every other test follows whatever the content holds.
// Made the site yours? Change these numbers to match your content, or delete this file.
import { demos } from '@/lib/content/demos';
import { owner } from '@/lib/content/owner';
import { projects } from '@/lib/content/projects';
import { quotes } from '@/lib/content/quotes';
import { isExternal } from '@/lib/urls.mjs';

const external = projects.filter((project) => isExternal(project.target));
const internal = projects.filter((project) => !isExternal(project.target));

describe('the shipped content, as the spec counts it', () => {
  it('has 13 cards: 9 external and 4 internal, one for each demo', () => {
    expect(projects).toHaveLength(13);
    expect(external).toHaveLength(9);
    expect(internal).toHaveLength(4);
    expect(internal.map((project) => project.target).sort()).toEqual(
      Object.values(demos)
        .map((demo) => demo.path)
        .sort(),
    );
  });

  it('has the two reinforcement-learning agents on the model hub, the rest on the code host', () => {
    const under = (profile: { url: string }) =>
      external.filter(({ target }) => target.startsWith(`${profile.url}/`));
    expect(under(owner.profiles.modelHub)).toHaveLength(2);
    expect(under(owner.profiles.codeHost)).toHaveLength(7);
  });

  it('describes and tags every card, so the placeholder shows what a card can hold', () => {
    for (const project of projects) {
      expect(project.description).toEqual(expect.stringMatching(/\w/));
      expect(project.tags?.length).toBeGreaterThan(0);
    }
  });

  it('has 12 quotes', () => {
    expect(quotes).toHaveLength(12);
  });
});
