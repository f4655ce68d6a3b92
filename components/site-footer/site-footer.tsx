import { ProfileLinks } from '@/components/profile-links/profile-links';
import { ThemeSwitch } from '@/components/theme-switch/theme-switch';
import { owner } from '@/lib/content/owner';
import styles from './site-footer.module.scss';

/**
 * Every page ends here: where else to find the owner, and the theme switch. The switch lives here
 * rather than in the header, whose layout the spec fixes (name, three links, year).
 */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <ProfileLinks owner={owner} />
        <ThemeSwitch />
      </div>
    </footer>
  );
}
