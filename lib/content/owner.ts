// From the `basics` of your résumé (resume.json), so you write them once; see the README.
import { resume } from './resume';
import type { Owner, Profile } from './schemas';

const basics = resume.basics ?? {};

function profileOn(network: string): Profile {
  const found = basics.profiles?.find((profile) => profile.network === network);
  return { site: network, handle: found?.username ?? '', url: found?.url ?? '' };
}

export const owner: Owner = {
  name: basics.name ?? '',
  siteUrl: basics.url ?? '',
  tagline: basics.label ?? '',
  // The networks the header and the quote viewer link to: change them to the names your résumé uses.
  profiles: {
    modelHub: profileOn('Hugging Face'),
    codeHost: profileOn('GitHub'),
    social: profileOn('X'),
  },
  ...(basics.image && { photo: basics.image }),
  ...(basics.email && { email: basics.email }),
};

// /resume.json and /resume.pdf hold what the site shows; references, a phone number, a street
// address and extra keys stay out (the build says which). true publishes the whole file.
export const publishWholeResume = false;
