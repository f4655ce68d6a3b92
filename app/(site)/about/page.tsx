import { ResumeView } from '@/components/about/resume-view';
import { JsonLd } from '@/components/json-ld/json-ld';
import { owner } from '@/lib/site/owner';
import { projects } from '@/lib/content/projects';
import { resume } from '@/lib/site/resume';
import { resumeSections } from '@/lib/resume/sections';
import { profilePage } from '@/lib/resume/structured-data';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { sitePage } from '@/lib/site/pages';

export const metadata = pageMetadata(sitePage('/about/'));

export default function AboutPage() {
  return (
    <>
      <JsonLd data={profilePage(owner, resume)} />
      <ResumeView owner={owner} resume={resume} sections={resumeSections(resume, projects)} />
    </>
  );
}
