// Who you are: your name, tagline (the résumé's label), site address, photo, email and profiles
// come from the `basics` of your résumé (resume.json beside this file), so you write them once.
// See "Make it yours" in the README.
import { resume } from './resume';
import type { Owner, Profile } from './schemas';

const basics = resume.basics ?? {};

/** The résumé's profile on `network` (as its `network` field names it). */
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
