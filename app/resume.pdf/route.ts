import { publishWholeResume } from '@/lib/content/owner';
import { owner } from '@/lib/site/owner';
import { projects } from '@/lib/content/projects';
import { resume } from '@/lib/site/resume';
import { resumePdf } from '@/lib/resume/pdf';
import { publishedResume } from '@/lib/resume/published';
import { resumeSections } from '@/lib/resume/sections';

export const dynamic = 'force-static';

export async function GET() {
  const { resume: published } = publishedResume(resume, publishWholeResume);
  const pdf = await resumePdf({
    owner,
    resume: published,
    sections: resumeSections(published, projects),
  });
  return new Response(new Uint8Array(pdf), { headers: { 'Content-Type': 'application/pdf' } });
}
