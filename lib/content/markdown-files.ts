// One file per entry, its name the entry's slug.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { maxNesting, nestingDepth } from '../markdown/preview-plan';
import { parseFrontMatter } from './front-matter';
import { describeIssues } from './issues';

// Longer than a book chapter is a mistake (a pasted file), not a story.
export const storySizeLimit = 512 * 1024;

export interface MarkdownEntry<T> {
  slug: string;
  file: string;
  facts: T;
  body: string;
  bodyLine: number;
}

export interface ReadResult<T> {
  entries: MarkdownEntry<T>[];
  problems: string[];
}

// One a URL carries plainly and every host serves the same.
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function readMarkdownFolder<S extends z.ZodType>(
  folder: string,
  schema: S,
  root = process.cwd(),
): ReadResult<z.output<S>> {
  const entries: MarkdownEntry<z.output<S>>[] = [];
  const problems: string[] = [];
  let names: string[];
  try {
    names = readdirSync(join(root, folder))
      .filter((name) => name.endsWith('.md'))
      .sort();
  } catch {
    return { entries, problems };
  }
  for (const name of names) {
    const file = `${folder}/${name}`;
    const slug = name.slice(0, -'.md'.length);
    if (!slugPattern.test(slug)) {
      problems.push(
        `${file}: the file name is the page's address: use lower-case letters, digits and - only`,
      );
      continue;
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
      problems.push(`${file}: ${parsed.problem}`);
      continue;
    }
    const { data, body, bodyLine, lines } = parsed.file;
    const result = schema.safeParse(data);
    if (!result.success) {
      for (const { field, message } of describeIssues(result.error, data)) {
        const line = lines.get(field.split(/[.[]/)[0]!);
        problems.push(`${file}:${line ? `${line}:` : ''} ${field} ${message}`);
      }
      continue;
    }
    const depth = nestingDepth(body);
    if (depth > maxNesting) {
      problems.push(
        `${file}: lists and quotes are nested ${depth} deep; at most ${maxNesting} render`,
      );
      continue;
    }
    entries.push({ slug, file, facts: result.data, body, bodyLine });
  }
  return { entries, problems };
}
