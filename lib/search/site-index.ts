import 'server-only';
import { siteDocuments } from './documents';
import { buildIndex, type SearchIndexFiles, type ShardName } from './engine';

let files: SearchIndexFiles | undefined;

/** One file of the site's index, as the build writes it. */
export const searchIndexFile = (name: ShardName) => (files ??= buildIndex(siteDocuments()))[name];
