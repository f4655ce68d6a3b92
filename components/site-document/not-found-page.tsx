import { MessageScreen } from '@/components/message-screen/message-screen';
import { SiteDirectory } from '@/components/site-directory/site-directory';
import { SiteLink } from '@/components/site-link/site-link';
import { projects } from '@/lib/content/projects';
import { inLanguage } from '@/lib/site/language';
import { storyPath } from '@/lib/site/stories';
import { demoLinksIn } from './demo-links';
import { pageLanguage, pageWords } from './page-language';

/** The not-found page's content in the page's language: the way home and every page of the site. */
export function NotFound() {
  const language = pageLanguage();
  const words = pageWords();
  return (
    <>
      <MessageScreen title={words.notFound.heading}>
        <SiteLink href={inLanguage(language, '/')}>{words.notFound.homeLink}</SiteLink>
      </MessageScreen>
      <SiteDirectory
        demos={demoLinksIn(language)}
        projects={projects}
        storyOf={(project) => storyPath(project, language)}
      />
    </>
  );
}
