// A client component gets the one résumé field it shows as a prop: a chunk holding résumé text is
// a leak.
import { eachString, valueAt } from '../schema/json-paths';
import { publishedResume } from './published';
import type { Resume } from '../site/resume-types';

// Long enough that a chunk holds it only by carrying the résumé; shorter for private fields.
const anyText = 24;
const privateText = 8;

export function resumeTexts(resume: Resume): Map<string, string> {
  const found = new Map<string, string>();
  const keep = (min: number) => (text: string, path: string) => {
    if (text.trim().length >= min && !found.has(text)) found.set(text, path);
  };
  for (const path of publishedResume(resume, false).leftOut) {
    // `work[0].x-private` -> work, 0, x-private
    const keys = path.split(/\.|\[(\d+)\]\.?/).filter(Boolean);
    eachString(valueAt(resume, keys), path, keep(privateText));
  }
  const { $schema: _schema, meta: _meta, ...rest } = resume;
  eachString(rest, '', keep(anyText));
  return found;
}

// As a bundler may write it: as it is, in a JSON string, or with every non-ASCII letter escaped.
const forms = (text: string) => {
  const json = JSON.stringify(text).slice(1, -1);
  const ascii = json.replace(
    /[^\x20-\x7e]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return [...new Set([text, json, ascii])];
};

/** One line for each chunk that holds résumé text: the chunk and the first field it holds. */
export function resumeLeaks(chunks: readonly { file: string; text: string }[], resume: Resume) {
  const texts = [...resumeTexts(resume)].map(([text, path]) => ({ path, forms: forms(text) }));
  return chunks.flatMap(({ file, text }) => {
    const leak = texts.find(({ forms }) => forms.some((form) => text.includes(form)));
    return leak
      ? [
          `${file} holds the résumé's ${leak.path}: client code gets only the fields it shows, as props from its page`,
        ]
      : [];
  });
}
