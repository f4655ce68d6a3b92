// From JSON Resume's own schema (schema-types.ts, `npm run resume-types`).
export type { Iso8601 as ResumeDate, ResumeSchema as Resume } from './resume-schema-types';
