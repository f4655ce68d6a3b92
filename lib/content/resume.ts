// The owner's résumé (resume.json beside this file, JSON Resume), as the pages read it. The build
// checks the file against the schema first (scripts/check-content.mts), so the type holds here.
import type { Resume } from '../resume/types';
import data from './resume.json';

export const resume: Resume = data;
