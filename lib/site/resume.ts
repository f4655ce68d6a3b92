// The build checks the résumé (check.ts) before any page is made, so the type holds.
import { withoutEmptyText } from '../schema/json-paths';
import type { Resume } from './resume-types';
import data from '../content/resume.json';

export const resume: Resume = withoutEmptyText(data as Resume);
