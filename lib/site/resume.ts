// The owner's résumé (resume.json beside this file, JSON Resume), as the pages read it. The build
// checks the file against the schema first (scripts/check-content.mts), so the type holds here.
import { withoutEmptyText } from '../resume/empty';
import type { Resume } from '../resume/types';
import data from '../content/resume.json';

/** As the file has it, for the check, which notes its empty texts. */
export const resumeAsWritten: unknown = data;

/** With empty texts (`"endDate": ""`) left out, as exporters mean them. */
export const resume: Resume = withoutEmptyText(data as Resume);
