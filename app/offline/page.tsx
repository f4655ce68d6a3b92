import type { Metadata } from 'next';
import { MessageScreen } from '@/components/message-screen/message-screen';
import { SiteLink } from '@/components/site-link/site-link';
import { demos } from '@/lib/content/demos';

// The offline worker's answer (status 503) for a page it did not keep: no sitemap or search entry.
export const metadata: Metadata = {
  title: 'Not available offline',
  description: 'This page was not kept for offline use.',
  robots: { index: false },
};

const keptPages = [
  { title: 'Home', path: '/' },
  { title: 'Writing (the newest posts, and those you opened)', path: '/writing/' },
  { title: 'About', path: '/about/' },
  ...Object.values(demos),
];

export default function Offline() {
  return (
    <MessageScreen
      title="Not available offline"
      detail="This page was not kept on this device, and without a connection it cannot be fetched. Open it again once you are online. These pages work offline:"
    >
      <ul>
        {keptPages.map(({ title, path }) => (
          <li key={path}>
            <SiteLink href={path}>{title}</SiteLink>
          </li>
        ))}
      </ul>
    </MessageScreen>
  );
}
