import 'server-only';
import { siteDocuments } from './documents';
import { buildIndex, type ShardName } from './engine';
import { sitePages } from '../site/pages';
import { derived } from '../site/fresh';

const files = derived(
  () => [sitePages()] as const,
  (pages) => buildIndex(siteDocuments(pages)),
);

export const searchIndexFile = (name: ShardName) => files()[name];
