import { owner } from '@/lib/content/owner';
import { projects } from '@/lib/content/projects';
import { resume } from '@/lib/content/resume';
import { resumePdf } from '@/lib/resume/pdf';
import { resumeSections } from '@/lib/resume/sections';

export const dynamic = 'force-static';

export async function GET() {
  const pdf = await resumePdf({ owner, resume, sections: resumeSections(resume, projects) });
  return new Response(new Uint8Array(pdf), { headers: { 'Content-Type': 'application/pdf' } });
}
