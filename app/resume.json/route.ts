import { resume } from '@/lib/content/resume';

// Exported at build time as /resume.json: the owner's JSON Resume as they wrote it, for the tools
// that read the format (themes, exporters, jsonresume.org's registry).
export const dynamic = 'force-static';

export function GET() {
  return Response.json(resume);
}
