import { resume } from '@/lib/content/resume';

// As the owner wrote it, for the tools that read the format.
export const dynamic = 'force-static';

export function GET() {
  return Response.json(resume);
}
