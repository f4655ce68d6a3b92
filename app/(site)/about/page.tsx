import { ResumeView } from '@/components/about/resume-view';
import { JsonLd } from '@/components/json-ld/json-ld';
import { LanguageSwitch } from '@/components/language-switch/language-switch';
import { pageLanguage } from '@/components/site-document/page-language';
import { ownerIn } from '@/lib/site/owner';
import { projects } from '@/lib/content/projects';
import { resume as defaultResume, resumeIn } from '@/lib/site/resume';
import { resumeSections, resumeTexts } from '@/lib/resume/sections';
import { profilePage } from '@/lib/resume/structured-data';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { sitePage } from '@/lib/site/pages';
import { inLanguage, siteLanguage } from '@/lib/site/language';

export const metadata = pageMetadata(sitePage('/about/'));

// The résumé in the page's language: resume.json, with resume.fr.json over it on /fr/about/.
export default function AboutPage() {
  const language = pageLanguage();
  const resume = resumeIn(language);
  const owner = ownerIn(language);
  return (
    <>
      <JsonLd data={profilePage(owner, resume)} />
      <LanguageSwitch path={inLanguage(language, '/about/')} />
      <ResumeView
        owner={owner}
        resume={resume}
        sections={resumeSections(resume, projects, language)}
        {...(language !== siteLanguage && {
          untranslated: resumeTexts(
            defaultResume,
            resumeSections(defaultResume, projects, siteLanguage),
          ),
        })}
      />
    </>
  );
}
