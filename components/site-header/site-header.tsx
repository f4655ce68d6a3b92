import { SiteLink } from '@/components/site-link/site-link';
import { assetPath } from '@/lib/urls.mjs';
import { owner } from '@/lib/content/owner';
import { CurrentYear } from './current-year';
import { CodeHostIcon, ModelHubIcon } from '@/components/profile-links/profile-icons';
import styles from './site-header.module.scss';

export function SiteHeader() {
  const {
    name,
    profiles: { modelHub, codeHost },
  } = owner;
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <p className={styles.name}>{name}</p>
        <nav className={styles.nav} aria-label="Profiles">
          <SiteLink href={modelHub.url} className={styles.profile}>
            <ModelHubIcon />
            <span className={styles.profileLabel}>{modelHub.site}</span>
          </SiteLink>
          {/* Not prefetched (no SiteLink is): the home page's payload would preload its card
              images and styles on every other page, where nothing uses them. */}
          <SiteLink href="/" className={styles.logo}>
            <img src={assetPath('/logo.svg')} alt={`${name}, home`} width={44} height={44} />
          </SiteLink>
          <SiteLink href={codeHost.url} className={styles.profile}>
            <CodeHostIcon />
            <span className={styles.profileLabel}>{codeHost.site}</span>
          </SiteLink>
        </nav>
        <p className={styles.year}>
          <CurrentYear buildYear={new Date().getFullYear()} />
        </p>
      </div>
    </header>
  );
}
