import type { ReactNode } from 'react';
import { SiteLink } from '@/components/site-link/site-link';
import { assetPath } from '@/lib/urls.mjs';
import { owner } from '@/lib/site/owner';
import { CurrentYear } from './current-year';
import { ProfileIcon } from '@/components/profile-links/profile-icons';
import { headerProfiles } from '@/lib/schema/profiles';
import { ownWordsLang, pageLanguage, pageWords } from '@/components/site-document/page-language';
import { inLanguage } from '@/lib/site/language';
import { fill } from '@/lib/words/format';
import styles from './site-header.module.scss';

/** More letters than fit beside the profiles, the logo, the menu and search at 320 px. */
const shortNameAbove = 6;

// One bar; on a phone the navigation folds behind a <details> menu, which needs no JavaScript, and
// search stays in the bar, one tap away.
export function SiteHeader({ nav, search }: { nav?: ReactNode; search?: ReactNode }) {
  const words = pageWords();
  const language = pageLanguage();
  // Written in the default language: on /ar/, "Ron." keeps its full stop at its end.
  const own = ownWordsLang();
  const { name } = owner;
  // A long name gives way to its first word on a narrow phone, rather than being cut.
  const short = name.length > shortNameAbove ? name.split(/\s+/)[0] : undefined;
  // The spec's two slots, either side of the logo: the networks owner.ts names.
  const [modelHub, codeHost] = headerProfiles(owner.profiles, owner.headerNetworks).shown;
  const profile = (shown: typeof modelHub) =>
    shown ? (
      <SiteLink href={shown.url} className={styles.profile}>
        <ProfileIcon network={shown.network} />
        <span className={styles.profileLabel}>{shown.network}</span>
      </SiteLink>
    ) : null;
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <p className={styles.name}>
          {short ? (
            <>
              <span className={styles.fullName} {...own}>
                {name}
              </span>
              <span className={styles.shortName} aria-hidden="true" {...own}>
                {short}
              </span>
            </>
          ) : own.lang ? (
            <span {...own}>{name}</span>
          ) : (
            name
          )}
        </p>
        <nav className={styles.profiles} aria-label={words.site.profiles}>
          {profile(modelHub)}
          {/* Not prefetched (no SiteLink is): the home page's payload would preload its card
              images and styles on every other page, where nothing uses them. */}
          <SiteLink href={inLanguage(language, '/')} className={styles.logo}>
            {/* Low: React would preload it beside the first card's picture, the largest paint. */}
            <img
              src={assetPath('/logo.svg')}
              alt={fill(words.site.homeLogo, { name })}
              width={44}
              height={44}
              fetchPriority="low"
            />
          </SiteLink>
          {profile(codeHost)}
        </nav>
        <div className={styles.end}>
          {/* The year first, then search, then the menu: a slow phone paints each in place, and
              the next arrives on its left (placed by order), moving nothing painted. */}
          <p className={styles.year}>
            <CurrentYear buildYear={new Date().getFullYear()} />
          </p>
          {search ? <div className={styles.search}>{search}</div> : null}
          {nav ? (
            <details className={styles.menu}>
              <summary className={styles.menuButton}>
                <span className={styles.menuIcon} aria-hidden />
                <span className="visually-hidden">{words.site.menu}</span>
              </summary>
              <div className={styles.menuPanel}>{nav}</div>
            </details>
          ) : null}
        </div>
      </div>
    </header>
  );
}
