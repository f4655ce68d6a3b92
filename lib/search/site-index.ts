import 'server-only';
import { siteDocuments } from './documents';
import { buildIndex, type SearchIndexFiles, type ShardName } from './engine';

let files: SearchIndexFiles | undefined;

export const searchIndexFile = (name: ShardName) => (files ??= buildIndex(siteDocuments()))[name];
