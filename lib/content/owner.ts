// From the `basics` of your résumé (resume.json), so you write them once; see the README.
import { tweetHandle } from './profiles';
import { resume } from './resume';
import type { Owner } from './schemas';

const basics = resume.basics ?? {};

// Every profile with an address; the check notes one without.
const profiles = (basics.profiles ?? []).flatMap(({ network, username, url }) =>
  // Without a network name, the address is the link's text.
  url ? [{ network: network?.trim() || url, username: username ?? '', url }] : [],
);
const handle = tweetHandle(profiles);

export const owner: Owner = {
  name: basics.name ?? '',
  siteUrl: basics.url ?? '',
  tagline: basics.label ?? '',
  profiles,
  // The two profiles in the header's centre, by their `network` in resume.json (any case). One
  // your résumé lacks is replaced by its next profile, and the build says so.
  headerNetworks: ['Hugging Face', 'GitHub'],
  ...(handle && { tweetHandle: handle }),
  ...(basics.image && { photo: basics.image }),
  ...(basics.email && { email: basics.email }),
};

// /resume.json and /resume.pdf hold what the site shows; references, a phone number, a street
// address and extra keys stay out (the build says which). true publishes the whole file.
export const publishWholeResume = false;
