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

// The address pattern of the blog your posts come from (Jekyll's or Hugo's permalink), so every
// post keeps its old address: 'pretty', 'date', '/:year/:month/:day/:title/', '/posts/:slug/'.
export const oldPermalink: string | undefined = undefined;

// The site's languages as BCP 47 tags ('fr', 'pt-BR'); the first is the default, and its words
// (lib/words/) are the interface's. Each needs a dictionary in lib/words/.
export const languages = ['en'];
