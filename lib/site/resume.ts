// The résumé enters here once: older names read as 1.0's, then typed only once its check passed.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import written from '../content/resume.json';
import { mergedByPath, withoutEmptyText } from '../schema/json-paths';
import { siteLanguage } from './language';
import { isResume, resumeProblems } from './resume-check';
import { readOlderFields } from './resume-older-fields';
import type { Resume } from './resume-types';

/** The résumé as the site reads it, older JSON Resume names as 1.0's, and a note for each. */
export const resumeAsRead = readOlderFields(written);

/** The résumé and its problems; one with problems is read as empty (the build stops on them). */
export function readResume(asWritten: unknown): { resume: Resume; problems: string[] } {
  const problems = resumeProblems(asWritten);
  const data = withoutEmptyText(asWritten);
  return { resume: problems.length === 0 && isResume(data) ? data : {}, problems };
}

export const { resume } = readResume(resumeAsRead.resume);

/** Where a language's résumé lies: only what differs from resume.json (`resume.fr.json`). */
export const resumeFileOf = (language: string) => `lib/content/resume.${language}.json`;

/**
 * `language`'s résumé: resume.json with its translation laid over it, path by path, checked as a
 * whole; resume.json itself where it has none. Problems name the translation's file.
 */
export function translatedResume(
  language: string,
  root = process.cwd(),
): { resume: Resume; problems: string[]; translated: boolean } {
  const file = resumeFileOf(language);
  if (language === siteLanguage || !existsSync(join(root, file))) {
    return { resume, problems: [], translated: false };
  }
  let over: unknown;
  try {
    over = JSON.parse(readFileSync(join(root, file), 'utf8'));
  } catch (error) {
    return { resume, problems: [`${file}: ${(error as Error).message}`], translated: false };
  }
  const read = readResume(mergedByPath(resumeAsRead.resume, readOlderFields(over).resume));
  return { ...read, problems: read.problems.map((text) => `${file}: ${text}`), translated: true };
}

export const resumeIn = (language: string) => translatedResume(language).resume;
