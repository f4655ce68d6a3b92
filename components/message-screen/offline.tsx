// The offline worker's answer (status 503) for a page it did not keep, /fr/offline/ for a page
// under /fr/: no sitemap or search entry.
import type { Metadata } from 'next';
import { MessageScreen } from './message-screen';
import { SiteLink } from '@/components/site-link/site-link';
import { demoLinksIn } from '@/components/site-document/demo-links';
import { pageLanguage, pageWords } from '@/components/site-document/page-language';
import { inLanguage } from '@/lib/site/language';
import { words } from '@/lib/site/words';

export const offlineMetadata = (page = words): Metadata => ({
  title: page.offline.title,
  description: page.offline.description,
  robots: { index: false },
});

export function Offline() {
  const language = pageLanguage();
  const page = pageWords();
  const at = (path: string) => inLanguage(language, path);
  const kept = [
    { href: at('/'), label: page.site.home },
    { href: at('/writing/'), label: page.offline.writing },
    { href: at('/about/'), label: page.site.about },
    ...demoLinksIn(language),
  ];
  return (
    <MessageScreen title={page.offline.title} detail={page.offline.detail}>
      <ul>
        {kept.map(({ href, label }) => (
          <li key={href}>
            <SiteLink href={href}>{label}</SiteLink>
          </li>
        ))}
      </ul>
    </MessageScreen>
  );
}
