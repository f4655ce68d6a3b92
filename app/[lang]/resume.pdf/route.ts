import { publishWholeResume } from '@/lib/content/owner';
import { ownerIn } from '@/lib/site/owner';
import { projects } from '@/lib/content/projects';
import { languageOf, pdfLanguages } from '@/lib/site/language';
import { resumeIn } from '@/lib/site/resume';
import { resumePdf } from '@/lib/resume/pdf';
import { publishedResume } from '@/lib/resume/published';
import { resumeSections } from '@/lib/resume/sections';
import { staticParams } from '@/lib/static-params';

export const dynamic = 'force-static';
export const dynamicParams = false;
// Left to right languages only (the build's note names the others).
export const generateStaticParams = () => staticParams('lang', pdfLanguages);

/** /fr/resume.pdf: the French résumé (resume.json with resume.fr.json over it), in French. */
export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const language = languageOf((await params).lang);
  const { resume } = publishedResume(resumeIn(language), publishWholeResume);
  const sections = resumeSections(resume, projects, language);
  const pdf = await resumePdf({ owner: ownerIn(language), resume, sections, language });
  return new Response(new Uint8Array(pdf), { headers: { 'Content-Type': 'application/pdf' } });
}
