// The front matter of project stories and posts, described once: the types are inferred from these
// schemas, and their messages name the field (file and line are added by the reader).
import { z } from 'zod';
import { tagLimit } from './check';

/** `2021`, `2021-03` or `2021-03-04`, a real date; YAML may hand over 2021 as a number. */
export function isPartialDate(text: string): boolean {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(text);
  if (!match) return false;
  const [, year, month, day] = match;
  if (month === undefined) return true;
  if (Number(month) < 1 || Number(month) > 12) return false;
  if (day === undefined) return true;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCDate() === Number(day);
}

/** YAML hands over `2021` as a number: dates are read as the text the owner wrote. */
const dateText = (check: (text: string) => boolean, forms: string) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z
      .string({ error: `must be a date (${forms})` })
      .refine(check, { error: (issue) => `"${String(issue.input)}" is not a date (${forms})` }),
  );

const partialDate = dateText(isPartialDate, 'YYYY, YYYY-MM or YYYY-MM-DD');
const fullDate = dateText((text) => text.length === 10 && isPartialDate(text), 'YYYY-MM-DD');

const text = (limit: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .min(1, { error: 'is empty' })
    .max(limit, { error: `is longer than ${limit} characters` });

const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// URL' });

export const tagsSchema = z.array(text(tagLimit), { error: 'must be a list of tags' });

/** A story's facts, all optional (lib/content/projects/<slug>.md). */
export const storySchema = z
  .strictObject({
    role: text(80),
    start: partialDate,
    end: z.union([z.literal('ongoing'), partialDate]),
    stack: z.array(text(40), { error: 'must be a list' }),
    team: z.number({ error: 'must be a whole number' }).int().min(1).max(10_000),
    status: text(40),
    links: z
      .strictObject({
        live: httpsUrl,
        source: httpsUrl,
        paper: httpsUrl,
        video: httpsUrl,
        model: httpsUrl,
      })
      .partial(),
  })
  .partial()
  .refine((facts) => !(facts.end && facts.end !== 'ongoing' && !facts.start), {
    path: ['end'],
    error: 'is given without a start',
  })
  .refine(
    (facts) => !(facts.start && facts.end && facts.end !== 'ongoing' && facts.end < facts.start),
    {
      path: ['end'],
      error: 'comes before start',
    },
  );

/** A summary says what a post is in a sentence or two: a feed reader shows it under the title. */
export const summaryLimit = 300;

/** A post (lib/content/writing/<slug>.md). */
export const postSchema = z
  .strictObject({
    title: text(200),
    date: fullDate,
    summary: text(summaryLimit).optional(),
    updated: fullDate.optional(),
    tags: tagsSchema.optional(),
    cover: z
      .strictObject({
        image: z.string().startsWith('/', { error: 'must start with / (a path inside public/)' }),
        alt: text(300),
      })
      .optional(),
    draft: z.boolean({ error: 'must be true or false' }).optional(),
  })
  .refine((post) => !(post.updated && post.updated < post.date), {
    path: ['updated'],
    error: 'comes before date',
  });

export type StoryFacts = z.infer<typeof storySchema>;
export type PostMatter = z.infer<typeof postSchema>;

/** Zod's issues as `field: what is wrong`; `data` is what was checked, to tell a missing field. */
export function describeIssues(
  error: z.ZodError,
  data: unknown,
): { field: string; message: string }[] {
  return error.issues.flatMap((issue) => {
    const path =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => [...issue.path, key])
        : [issue.path];
    return path.map((parts) => ({
      field: parts
        .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
        .join('')
        .slice(1)
        .replace(/^\[/, '['),
      message:
        issue.code === 'unrecognized_keys'
          ? 'is not a field this file can have'
          : valueAt(data, parts) === undefined
            ? 'is missing'
            : issue.message,
    }));
  });
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const part of path) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, part))
      return undefined;
    value = (value as Record<PropertyKey, unknown>)[part];
  }
  return value;
}
