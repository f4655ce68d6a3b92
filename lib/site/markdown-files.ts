import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { maxNesting, nestingDepth } from '../article/nesting';
import { parseFrontMatter } from './front-matter';
import { expandShortcodes } from '../article/shortcodes';
import { describeIssues } from './issues';
import { listMarkdown } from './markdown-listing';
import { resolvePictures } from './relative-pictures';
import { slugPattern, type ImportedPost, type Said } from './post-import';

// Longer than a book chapter is a mistake, not a story.
export const storySizeLimit = 512 * 1024;

export interface MarkdownEntry<T> {
  slug: string;
  file: string;
  facts: T;
  body: string;
  bodyLine: number;
  aliases: string[];
  /** The front matter line of each alias. */
  aliasLines: (number | undefined)[];
  /** Another blog's categories, for its old addresses. */
  categories: string[];
  /** The site's language its file name gives (`post.fr.md`). */
  language?: string;
}

/** A file whose body can be checked, whether or not its front matter passed (then no draft). */
export type MarkdownDocument = Pick<MarkdownEntry<unknown>, 'file' | 'body' | 'bodyLine'> & {
  draft?: boolean;
};

// Every problem of every file in one round; `adapt` reads another template's front matter.
export function readMarkdownFolder<S extends z.ZodType>(
  folder: string,
  schema: S,
  root = process.cwd(),
  adapt?: (name: string, data: Record<string, unknown>) => ImportedPost,
) {
  const entries: MarkdownEntry<z.output<S>>[] = [];
  /** Files with a problem, as far as they read: checked, never published. */
  const refused: MarkdownEntry<z.output<S>>[] = [];
  const problems: string[] = [];
  const notes: string[] = [];
  const documents: MarkdownDocument[] = [];
  const listing = listMarkdown(join(root, folder));
  notes.push(...listing.notes.map(({ path, text }) => `${folder}/${path}: ${text}`));
  for (const { path, name, language } of listing.files) {
    const file = `${folder}/${path}`;
    let slug = name.slice(0, -'.md'.length);
    const badName = !adapt && !slugPattern.test(slug);
    if (badName) {
      const named = path.includes('/') ? 'folder' : 'file';
      problems.push(
        `${file}: the ${named} name is the page's address: use lower-case letters, digits and - only`,
      );
    }
    const size = statSync(join(root, file)).size;
    if (size > storySizeLimit) {
      problems.push(
        `${file}: ${Math.round(size / 1024)} KB is more than the ${storySizeLimit / 1024} KB a page of it may hold`,
      );
      continue;
    }
    const parsed = parseFrontMatter(readFileSync(join(root, file), 'utf8'));
    if (!parsed.ok) {
      problems.push(`${file}:${parsed.line}: ${parsed.problem}`);
      continue;
    }
    const { bodyLine, lines } = parsed.file;
    // Hugo's shortcodes and Jekyll's Liquid become markdown; pictures beside the document
    // (`./x.png`) are named by their path on the site.
    const shortcodes = expandShortcodes(parsed.file.body);
    notes.push(
      ...shortcodes.notes.map(({ line, text }) => `${file}:${bodyLine + line - 1}: ${text}`),
    );
    const pictures = resolvePictures(shortcodes.text, file, root);
    const body = pictures.text;
    problems.push(
      ...pictures.missing.map(
        ({ line, src, path }) =>
          `${file}:${bodyLine + line - 1}: the picture ${src} is not there (no ${path})`,
      ),
    );
    let { data } = parsed.file;
    let from = new Map<string, string>();
    const at = (field: string | undefined) => {
      const root = field?.split(/[.[]/)[0];
      const line = root && lines.get(from.get(root) ?? root);
      return `${file}:${line ? `${line}:` : ''}`;
    };
    let aliases: string[] = [];
    let aliasLines: (number | undefined)[] = [];
    let categories: string[] = [];
    let fails = badName;
    if (adapt) {
      const imported = adapt(name, data);
      ({ data, slug, aliases, categories, from } = imported);
      aliasLines = imported.aliasFields.map((field) => lines.get(field));
      const say = (list: string[]) => (said: Said) => list.push(`${at(said.field)} ${said.text}`);
      imported.notes.forEach(say(notes));
      imported.problems.forEach(say(problems));
      fails ||= imported.problems.length > 0;
    }
    const result = schema.safeParse(data);
    // Its fields that passed, read for the checks across files (its old addresses): every
    // problem of the site in one round, not those of a file that has one next time.
    let passed = result;
    if (!result.success) {
      const issues = describeIssues(result.error, data);
      problems.push(...issues.map(({ field, message }) => `${at(field)} ${field} ${message}`));
      const failed = new Set(result.error.issues.map(({ path }) => path[0]));
      passed = schema.safeParse(
        Object.fromEntries(Object.entries(data).filter(([key]) => !failed.has(key))),
      );
    }
    const depth = nestingDepth(body);
    if (depth > maxNesting) {
      problems.push(
        `${file}: lists and quotes are nested ${depth} deep; at most ${maxNesting} render`,
      );
      continue;
    }
    const facts = result.success ? (result.data as { draft?: boolean }) : undefined;
    documents.push({ file, body, bodyLine, draft: facts?.draft });
    if (passed.success) {
      const entry = {
        slug,
        file,
        facts: passed.data,
        body,
        bodyLine,
        aliases,
        aliasLines,
        categories,
        ...(language && { language }),
      };
      (result.success && !fails ? entries : refused).push(entry);
    }
  }
  return { entries, refused, problems, notes, documents };
}
