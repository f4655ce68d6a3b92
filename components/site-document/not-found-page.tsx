import { MessageScreen } from '@/components/message-screen/message-screen';
import { SiteDirectory } from '@/components/site-directory/site-directory';
import { SiteLink } from '@/components/site-link/site-link';
import { demos } from '@/lib/content/demos';
import { projects } from '@/lib/content/projects';
import { storyPath } from '@/lib/site/stories';
import { words } from '@/lib/site/words';

/** The not-found page's content: what went wrong, the way home and every page of the site. */
export function NotFound() {
  return (
    <>
      <MessageScreen title={words.notFound.heading}>
        <SiteLink href="/">{words.notFound.homeLink}</SiteLink>
      </MessageScreen>
      <SiteDirectory demos={Object.values(demos)} projects={projects} storyOf={storyPath} />
    </>
  );
}
