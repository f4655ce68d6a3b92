import { ProfileLinks } from '@/components/profile-links/profile-links';
import { owner as siteOwner, type Owner } from '@/lib/site/owner';
import { imageAttributes, portraitImage } from '@/lib/images/variants';
import { ownWordsLang } from '@/components/site-document/page-language';
import styles from './owner-intro.module.scss';

export function OwnerIntro({ owner }: { owner: Owner }) {
  const mark = ownWordsLang(owner.tagline !== siteOwner.tagline);
  return (
    <header className={styles.intro}>
      {owner.photo ? (
        // The name beside it says who this is.
        <img
          className={styles.photo}
          {...imageAttributes(owner.photo, portraitImage)}
          alt=""
          width={portraitImage.width}
          height={portraitImage.height}
          decoding="sync"
        />
      ) : null}
      <div className={styles.text}>
        <h1 className={styles.name}>{owner.name}</h1>
        {/* Marked inline: on /ar/ an English tagline keeps the page's alignment. */}
        <p className={styles.tagline}>
          {mark.lang ? <span {...mark}>{owner.tagline}</span> : owner.tagline}
        </p>
        <ProfileLinks owner={owner} />
      </div>
    </header>
  );
}
