// Everything that makes this site yours lives in lib/: your identity here, your projects in
// projects.ts. The values below are placeholders; see "Make it yours" in the README.

export interface Profile {
  /** The site's name, shown beside its icon and read by screen readers. */
  site: string;
  handle: string;
  url: string;
}

export interface Owner {
  name: string;
  /** One sentence under the home page heading, also the site's meta description. */
  tagline: string;
  modelHub: Profile;
  codeHost: Profile;
  /** Account suggested to follow after tweeting a quote (no @). */
  twitterHandle: string;
}

const modelHubHandle = 'your-hf-username';
const codeHostHandle = 'your-github-username';

export const owner: Owner = {
  name: 'Your Name',
  tagline: 'Machine learning models, developer tools and small web apps, built in the open.',
  modelHub: {
    site: 'Hugging Face',
    handle: modelHubHandle,
    url: `https://huggingface.co/${modelHubHandle}`,
  },
  codeHost: {
    site: 'GitHub',
    handle: codeHostHandle,
    url: `https://github.com/${codeHostHandle}`,
  },
  twitterHandle: 'your_handle',
};
