// Who the owner is, from the `basics` of their résumé (checked in check.ts), and their choices.
import { headerNetworks, shareImage } from '../content/owner';
import { tweetHandle } from '../schema/profiles';
import { resume, resumeIn } from './resume';
import { words, wordsOf } from './words';
import { fill } from '../words/format';

const basics = resume.basics ?? {};

// Every profile with an address (the check notes one without); without a network, the address.
const profiles = (basics.profiles ?? []).flatMap(({ network, username, url }) =>
  url ? [{ network: network?.trim() || url, username: username ?? '', url }] : [],
);
// The account a tweeted quote suggests following.
const handle = tweetHandle(profiles);

export const owner = {
  name: basics.name ?? '',
  siteUrl: basics.url ?? '',
  tagline: basics.label ?? '',
  profiles,
  headerNetworks,
  ...(shareImage && { shareImage }),
  ...(handle && { tweetHandle: handle }),
  ...(basics.image && { photo: basics.image }),
  ...(basics.email && { email: basics.email }),
};

export type Owner = typeof owner;

/** The site's name, as tabs, share cards, search results and the installed app show it, in `language` (the default's unless given). */
export const siteTitle = (ownerName: string, language?: string) =>
  fill((language ? wordsOf(language) : words).site.title, { name: ownerName });

/** The owner as a page in `language` presents them: the tagline is that résumé's basics.label. */
export const ownerIn = (language: string): Owner => ({
  ...owner,
  tagline: resumeIn(language).basics?.label || owner.tagline,
});
