import { ProfileLinks } from '@/components/profile-links/profile-links';
import { ThemeSwitch } from '@/components/theme-switch/theme-switch';
import { owner } from '@/lib/site/owner';
import { pageWords } from '@/components/site-document/page-language';
import styles from './site-footer.module.scss';

// The theme switch lives here: the spec fixes the header's layout.
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <ProfileLinks owner={owner} />
        <ThemeSwitch words={pageWords().theme} />
      </div>
    </footer>
  );
}
