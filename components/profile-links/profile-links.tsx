import { SiteLink } from '@/components/site-link/site-link';
import type { Owner } from '@/lib/site/owner';
import { ProfileIcon } from './profile-icons';
import { pageWords } from '@/components/site-document/page-language';
import styles from './profile-links.module.scss';

interface ProfileLinksProps {
  owner: Owner;
  /** The list's name for screen readers. */
  label?: string;
  /** The about page's contact list: the address written out, first, in its own styles. */
  contact?: { listClass: string; linkClass: string };
}

/** Every profile in the résumé, and the email address when there is one. */
export function ProfileLinks({ owner, label, contact }: ProfileLinksProps) {
  const words = pageWords();
  const linkClass = contact?.linkClass ?? styles.link;
  // null, not undefined, where a part is absent: React's page data spells undefined "$undefined".
  const email = owner.email ? (
    <li>
      <a href={`mailto:${owner.email}`} className={linkClass}>
        <ProfileIcon network="email" />
        {contact ? owner.email : words.site.email}
      </a>
    </li>
  ) : null;
  return (
    <ul className={contact?.listClass ?? styles.links} aria-label={label ?? words.site.profiles}>
      {contact ? email : null}
      {owner.profiles.map((profile) => (
        <li key={profile.url}>
          <SiteLink href={profile.url} className={linkClass}>
            <ProfileIcon network={profile.network} />
            {profile.network}
          </SiteLink>
        </li>
      ))}
      {contact ? null : email}
    </ul>
  );
}
