// From JSON Resume's own schema (schema-types.ts, `npm run resume-types`).
import type { Iso8601, ResumeSchema } from './schema-types';

export type Resume = ResumeSchema;

export type ResumeDate = Iso8601;
