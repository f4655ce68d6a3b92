// All of the owner's content in one object, for the build-time check and its tests.
import { demos } from './demos';
import { markdownSample } from './markdown-sample';
import { owner } from './owner';
import { projects } from './projects';
import { quoteBackground, quotes } from './quotes';
import { resumeAsWritten } from './resume';

export const content = {
  owner,
  demos,
  projects,
  quotes,
  quoteBackground,
  markdownSample,
  resume: resumeAsWritten,
};
