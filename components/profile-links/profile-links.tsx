import { SiteLink } from '@/components/site-link/site-link';
import type { Owner } from '@/lib/content/schemas';
import { CodeHostIcon, MailIcon, ModelHubIcon, SocialIcon } from './profile-icons';
import styles from './profile-links.module.scss';

const icons = { modelHub: ModelHubIcon, codeHost: CodeHostIcon, social: SocialIcon };

/** Every profile in owner.ts, and the email address when there is one: the intro's and footer's. */
export function ProfileLinks({ owner }: { owner: Owner }) {
  return (
    <ul className={styles.links} aria-label="Profiles">
      {Object.entries(owner.profiles).map(([role, profile]) => {
        const Icon = icons[role as keyof typeof icons];
        return (
          <li key={role}>
            <SiteLink href={profile.url} className={styles.link}>
              <Icon />
              {profile.site}
            </SiteLink>
          </li>
        );
      })}
      {owner.email && (
        <li>
          <a href={`mailto:${owner.email}`} className={styles.link}>
            <MailIcon />
            Email
          </a>
        </li>
      )}
    </ul>
  );
}
