/** @jest-environment node */
import { iconName } from '@/components/profile-links/profile-icons';
import { headerProfiles, networkKey, tweetHandle } from '@/lib/schema/profiles';
import { maya } from '../../fixtures/owner';

const [github, mastodon, linkedin] = maya.profiles;

describe('headerProfiles', () => {
  it('shows the two chosen networks in the order chosen, matched in any case', () => {
    expect(headerProfiles(maya.profiles, ['linkedin', 'GITHUB'])).toEqual({
      shown: [linkedin, github],
      missing: [],
    });
  });

  it('fills a network the résumé lacks with its next profile, and names it', () => {
    expect(headerProfiles(maya.profiles, ['Hugging Face', 'GitHub'])).toEqual({
      shown: [mastodon, github],
      missing: ['Hugging Face'],
    });
    expect(headerProfiles(maya.profiles, ['Hugging Face', 'Kaggle']).shown).toEqual([
      github,
      mastodon,
    ]);
  });

  it('shows what there is when the résumé has fewer than two profiles', () => {
    expect(headerProfiles([mastodon!], ['Hugging Face', 'GitHub']).shown).toEqual([mastodon]);
    expect(headerProfiles([], ['Hugging Face', 'GitHub']).shown).toEqual([]);
  });
});

describe('a profile’s icon', () => {
  it('is its network’s own, matched by name in any case, or a plain link', () => {
    const networks = ['GitHub', 'gitlab', 'Codeberg', 'LinkedIn', 'Mastodon', 'Bluesky', 'X'];
    expect(networks.map(iconName)).toEqual(networks.map(networkKey));
    expect(
      ['Twitter', 'Hugging Face', 'Stack Overflow', 'YouTube', 'kaggle'].map(iconName),
    ).toEqual(['twitter', 'huggingface', 'stackoverflow', 'youtube', 'kaggle']);
    expect(['SoundCloud', 'constructor', ''].map(iconName)).toEqual(['link', 'link', 'link']);
  });
});

describe('tweetHandle', () => {
  it('is the X or Twitter username, and none without such a profile', () => {
    const x = { network: 'Twitter', username: 'maya_ok', url: 'https://twitter.com/maya_ok' };
    expect(tweetHandle([...maya.profiles, x])).toBe('maya_ok');
    expect(tweetHandle(maya.profiles)).toBeUndefined();
  });
});

describe('the placeholder cards', () => {
  it('lead where projects.ts says, whatever profiles the résumé has', () => {
    const shipped =
      jest.requireActual<typeof import('@/lib/content/projects')>(
        '@/lib/content/projects',
      ).projects;
    jest.isolateModules(() => {
      jest.doMock('@/lib/site/resume', () => ({ resume: { basics: { profiles: [] } } }));
      jest.doMock('@/lib/site/owner', () => ({ owner: maya }));
      const { projects } =
        jest.requireActual<typeof import('@/lib/content/projects')>('@/lib/content/projects');
      expect(projects.map((project) => project.target)).toEqual(
        shipped.map((project) => project.target),
      );
    });
  });
});
