import 'server-only';
import { gzipSync } from 'node:zlib';
import { siteDocuments } from './documents';
import { buildIndex, type IndexFileName } from './engine';
import { sitePages } from '../site/pages';
import { derived } from '../site/fresh';

const files = derived(
  () => [sitePages()] as const,
  (pages) => buildIndex(siteDocuments(pages)),
);

/** The file the export writes (engine's indexFilePath), gzipped: hosts send it as it is. */
export const searchIndexResponse = (name: IndexFileName) =>
  new Response(gzipSync(JSON.stringify(files()[name]), { level: 9 }), {
    headers: { 'Content-Type': 'application/gzip' },
  });
