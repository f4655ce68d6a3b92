// Who you are and where else you can be found. The values below are placeholders; see "Make it
// yours" in the README.
import type { Owner } from './types';

const modelHubHandle = 'your-hf-username';
const codeHostHandle = 'your-github-username';
const socialHandle = 'your_handle';

export const owner: Owner = {
  name: 'Your Name',
  siteUrl: `https://${codeHostHandle}.github.io`,
  tagline: 'Machine learning models, developer tools and small web apps, built in the open.',
  profiles: {
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
    social: {
      site: 'X',
      handle: socialHandle,
      url: `https://x.com/${socialHandle}`,
    },
  },
};
