// The build checks the résumé (check.ts) before any page is made, so the type holds.
import { withoutEmptyText } from '../resume/empty';
import { readOlderFields } from '../resume/older-fields';
import type { Resume } from '../resume/types';
import data from '../content/resume.json';

/** The résumé as the site reads it, older JSON Resume names as 1.0's, and a note for each. */
export const resumeAsRead = readOlderFields(data);

export const resume: Resume = withoutEmptyText(resumeAsRead.resume as Resume);
