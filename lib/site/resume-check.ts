// The official JSON Resume schema first, then our own rules; every problem at once, by JSON path.
import schema from '@jsonresume/schema/schema.json';
import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import { endsBeforeStart, hasDateShape, isPartialDate } from '../dates';
import { emptyTextNotes, jsonPath, valueAt, withoutEmptyText } from '../schema/json-paths';
import type { Resume } from './resume-types';

// Typed from the same schema (resume-schema-types.ts, kept equal by a test), so passing it types it.
const validate = addFormats(new Ajv({ allErrors: true, strict: false })).compile<Resume>(schema);

/** True when JSON Resume's schema takes the résumé (with its empty texts left out). */
export const isResume = (data: unknown): data is Resume => validate(data);
const schemaSections = Object.keys(schema.properties);

const notADate = (path: string, value: unknown) =>
  `${path}: ${JSON.stringify(value)} is not a date: write a year, a month or a day (2021, 2021-03, 2021-03-04)`;

const article = (type: string) => (/^[aeio]/.test(type) ? `an ${type}` : `a ${type}`);

function schemaMessage(error: ErrorObject, data: unknown): string {
  const path = jsonPath(error.instancePath);
  const value = valueAt(data, error.instancePath.split('/').slice(1));
  switch (error.keyword) {
    case 'type':
      return `${path} must be ${article(String(error.params.type))}, not ${JSON.stringify(value)}`;
    case 'pattern':
      return /[dD]ate$/.test(path)
        ? notADate(path, value)
        : `${path}: ${JSON.stringify(value)} ${error.message}`;
    case 'format':
      return `${path}: ${JSON.stringify(value)} is not ${error.params.format === 'email' ? 'an email address' : 'a URL'}`;
    default:
      return `${path} ${error.message}`;
  }
}

// A start and an end, or one date, for each section that has dates.
const dateFields = [
  ...['work', 'volunteer', 'education', 'projects'].map((key) => [key, 'startDate', 'endDate']),
  ['awards', 'date'],
  ['certificates', 'date'],
  ['publications', 'releaseDate'],
];

// The schema's pattern lets `2023-13` by, and ends before starts.
function dateProblems(resume: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const [section, ...fields] of dateFields) {
    const entries = (Array.isArray(resume[section!]) ? resume[section!] : []) as unknown[];
    entries.forEach((entry, index) => {
      const at = `${section}[${index}]`;
      const [start, end] = fields.map((field) => {
        const value = (entry as Record<string, unknown> | null)?.[field];
        if (typeof value !== 'string' || !hasDateShape(value)) return undefined;
        if (!isPartialDate(value)) problems.push(notADate(`${at}.${field}`, value));
        return isPartialDate(value) ? value : undefined;
      });
      if (start && end && endsBeforeStart(start, end)) {
        problems.push(`${at}.endDate "${end}" is before its startDate "${start}"`);
      }
    });
  }
  return problems;
}

// An empty text is read as left out, with a note.
export function resumeProblems(asWritten: unknown): string[] {
  const data = withoutEmptyText(asWritten);
  const problems = validate(data)
    ? []
    : (validate.errors ?? []).map((error) => schemaMessage(error, data));
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return problems;
  const fromRules = dateProblems(data as Record<string, unknown>).filter(
    (problem) => !problems.includes(problem),
  );
  return [...problems, ...fromRules];
}

export function resumeWarnings(resume: Resume): string[] {
  const unknown = Object.keys(resume).filter((key) => !schemaSections.includes(key));
  const empty =
    !resume.basics?.summary?.trim() &&
    schemaSections.every((key) => !Array.isArray(resume[key]) || resume[key].length === 0);
  return [
    ...unknown.map(
      (key) =>
        `"${key}" is not a JSON Resume section: the schema allows extra keys, so the build goes on, but no page shows it`,
    ),
    ...(empty ? ['has no summary and no entries: /about/ says there is nothing here yet'] : []),
  ];
}

/** What the build reads otherwise than written; never a reason to stop. */
export function resumeNotes(asWritten: unknown): string[] {
  const notes = emptyTextNotes(asWritten);
  const url = (asWritten as { basics?: { url?: unknown } } | null)?.basics?.url;
  // Used as written: the build cannot tell whether the host serves https.
  if (typeof url === 'string' && /^http:\/\//i.test(url)) {
    notes.push(
      `basics.url "${url}" is http://: the site's links to itself use it as written; write https:// if your host serves it`,
    );
  }
  return notes;
}
