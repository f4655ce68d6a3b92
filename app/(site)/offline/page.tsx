import type { Metadata } from 'next';
import { MessageScreen } from '@/components/message-screen/message-screen';
import { SiteLink } from '@/components/site-link/site-link';
import { demos } from '@/lib/content/demos';
import { keptPosts } from '@/lib/offline/config.mjs';
import { words } from '@/lib/site/words';
import { fill } from '@/lib/words/format';

// The offline worker's answer (status 503) for a page it did not keep: no sitemap or search entry.
export const metadata: Metadata = {
  title: words.offline.title,
  description: words.offline.description,
  robots: { index: false },
};

const keptPages = [
  { title: words.site.home, path: '/' },
  { title: fill(words.offline.writing, { count: keptPosts }), path: '/writing/' },
  { title: words.site.about, path: '/about/' },
  ...Object.values(demos),
];

export default function Offline() {
  return (
    <MessageScreen title={words.offline.title} detail={words.offline.detail}>
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
