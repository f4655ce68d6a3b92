// The résumé enters here once: as written for the check, and typed only once the check passed.
import written from '../content/resume.json';
import { withoutEmptyText } from '../schema/json-paths';
import { isResume, resumeProblems } from './resume-check';
import type { Resume } from './resume-types';

export const resumeAsWritten: unknown = written;

/** The résumé and its problems; one with problems is read as empty (the build stops on them). */
export function readResume(asWritten: unknown): { resume: Resume; problems: string[] } {
  const problems = resumeProblems(asWritten);
  const data = withoutEmptyText(asWritten);
  return { resume: problems.length === 0 && isResume(data) ? data : {}, problems };
}

export const { resume } = readResume(resumeAsWritten);
