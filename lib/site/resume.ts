// The résumé enters here once: older names read as 1.0's, then typed only once its check passed.
import written from '../content/resume.json';
import { withoutEmptyText } from '../schema/json-paths';
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
