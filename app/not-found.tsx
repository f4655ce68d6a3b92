import type { Metadata } from 'next';
import { MessageScreen } from '@/components/message-screen/message-screen';
import { SiteDirectory } from '@/components/site-directory/site-directory';
import { SiteLink } from '@/components/site-link/site-link';
import { demos } from '@/lib/content/demos';
import { projects } from '@/lib/content/projects';
import { storyPath } from '@/lib/site/stories';

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'There is no page at this address.',
};

export default function NotFound() {
  return (
    <>
      <MessageScreen title="Nothing to see here!">
        <SiteLink href="/">Go to the home page</SiteLink>
      </MessageScreen>
      <SiteDirectory demos={Object.values(demos)} projects={projects} storyOf={storyPath} />
    </>
  );
}
