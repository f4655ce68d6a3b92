import { publishWholeResume } from '@/lib/content/owner';
import { resume } from '@/lib/site/resume';
import { publishedResume } from '@/lib/resume/published';

// For the tools that read the format: what the site shows, or the whole file if the owner says so.
export const dynamic = 'force-static';

export function GET() {
  return Response.json(publishedResume(resume, publishWholeResume).resume);
}
