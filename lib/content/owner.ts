// Your choices about what the site shows of you; who you are comes from resume.json beside this.

// The two profiles in the header's centre, by their `network` in resume.json (any case). One your
// résumé lacks is replaced by its next profile, and the build says so.
export const headerNetworks = ['Hugging Face', 'GitHub'];

// A picture in lib/content/pictures/ for the home page's share card, such as '/share.png';
// without one the card shows your name and tagline.
export const shareImage: string | undefined = undefined;

// /resume.json and /resume.pdf hold what the site shows; references, a phone number, a street
// address and extra keys stay out (the build says which). true publishes the whole file.
export const publishWholeResume = false;

// The site's languages as BCP 47 tags ('fr', 'pt-BR'); the first is the default, and its words
// (lib/words/) are the interface's. Each needs a dictionary in lib/words/.
export const languages = ['en'];
