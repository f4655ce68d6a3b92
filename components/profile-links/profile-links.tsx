import { SiteLink } from '@/components/site-link/site-link';
import type { Owner } from '@/lib/site/schemas';
import { ProfileIcon } from './profile-icons';
import styles from './profile-links.module.scss';

/** Every profile in the résumé, and the email address when there is one: the intro's and footer's. */
export function ProfileLinks({ owner }: { owner: Owner }) {
  return (
    <ul className={styles.links} aria-label="Profiles">
      {owner.profiles.map((profile) => (
        <li key={profile.url}>
          <SiteLink href={profile.url} className={styles.link}>
            <ProfileIcon network={profile.network} />
            {profile.network}
          </SiteLink>
        </li>
      ))}
      {owner.email && (
        <li>
          <a href={`mailto:${owner.email}`} className={styles.link}>
            <ProfileIcon network="email" />
            Email
          </a>
        </li>
      )}
    </ul>
  );
}
