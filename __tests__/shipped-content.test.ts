/** @jest-environment node */
// The product spec's counts for the content this site ships with: 13 cards (9 leading elsewhere,
// 4 to the demos), 12 quotes, and the header's Hugging Face and GitHub. Every other test follows whatever the content holds.
// Made the site yours? Change these numbers to match your content, or delete this file.
import { demos } from '@/lib/content/demos';
import { owner } from '@/lib/site/owner';
import { headerProfiles } from '@/lib/schema/profiles';
import { projects } from '@/lib/content/projects';
import { quotes } from '@/lib/content/quotes';
import { isExternal } from '@/lib/urls.mjs';

/** Fails with what to do about it: these are the placeholder content's numbers, not rules. */
function expectCount(what: string, actual: number, spec: number) {
  if (actual !== spec) {
    throw new Error(
      `${what}: the placeholder content has ${spec}, yours has ${actual}. Changed your content? Update these numbers in __tests__/shipped-content.test.ts, or delete that file.`,
    );
  }
}

const external = projects.filter((project) => isExternal(project.target));
const internal = projects.filter((project) => !isExternal(project.target));

describe('the shipped content, as the spec counts it', () => {
  it('says what to do when the counts differ', () => {
    expect(() => expectCount('quotes', 11, 12)).toThrow(
      'quotes: the placeholder content has 12, yours has 11. Changed your content? Update these numbers in __tests__/shipped-content.test.ts, or delete that file.',
    );
  });

  it('has 13 cards: 9 external and 4 internal, one for each demo', () => {
    expectCount('cards', projects.length, 13);
    expectCount('cards that lead elsewhere', external.length, 9);
    expectCount('cards that open a demo', internal.length, 4);
    expect(internal.map((project) => project.target).sort()).toEqual(
      Object.values(demos)
        .map((demo) => demo.path)
        .sort(),
    );
  });

  it('has the two reinforcement-learning agents on the model hub, the rest on the code host', () => {
    const under = (site: string) => external.filter(({ target }) => target.startsWith(site));
    expectCount('cards on Hugging Face', under('https://huggingface.co/').length, 2);
    expectCount('cards on GitHub', under('https://github.com/').length, 7);
  });

  it('links Hugging Face and GitHub from the header, and suggests the X account after a tweet', () => {
    const { shown } = headerProfiles(owner.profiles, owner.headerNetworks);
    expect(shown.map((profile) => profile.network)).toEqual(['Hugging Face', 'GitHub']);
    expect(owner.tweetHandle).toBe('your_handle');
  });

  it('describes and tags every card, so the placeholder shows what a card can hold', () => {
    for (const project of projects) {
      expect(project.description).toEqual(expect.stringMatching(/\w/));
      expect(project.tags?.length).toBeGreaterThan(0);
    }
  });

  it('has 12 quotes', () => {
    expectCount('quotes', quotes.length, 12);
  });
});
