import { pageWords } from '@/components/site-document/page-language';
import { LinkTo, type LinkToProps } from './link-to';

/** A link in the site's words: an external one opens in a new tab, and says so. */
export const SiteLink = (props: Omit<LinkToProps, 'newTab'>) => (
  <LinkTo {...props} newTab={pageWords().site.opensInNewTab} />
);
