import { demos } from '../content/demos';
import { markdownSample } from '../content/markdown-sample';
import * as owner from '../content/owner';
import { projects } from '../content/projects';
import { quoteBackground, quotes } from '../content/quotes';
import { resumeAsRead } from './resume';

// A demo's own content is checked only while the site shows the demo.
export const content = {
  owner,
  demos,
  projects,
  ...(demos.quotes && { quotes, quoteBackground }),
  ...(demos.markdown && { markdownSample }),
  resume: resumeAsRead.resume,
};
