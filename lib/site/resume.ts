// The owner's résumé (lib/content/resume.json, JSON Resume), as the pages read it. The build
// checks the file against the schema (lib/site/check.ts) before any page is made, so the type holds.
import { withoutEmptyText } from '../resume/empty';
import type { Resume } from '../resume/types';
import data from '../content/resume.json';

/** As the file has it, for the check, which notes its empty texts. */
export const resumeAsWritten: unknown = data;

/** With empty texts (`"endDate": ""`) left out, as exporters mean them. */
export const resume: Resume = withoutEmptyText(data as Resume);
