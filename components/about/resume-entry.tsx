import { SiteLink } from '@/components/site-link/site-link';
import type { ResumeEntry as Entry } from '@/lib/resume/sections';
import styles from './resume.module.scss';

const linked = (text: string, href?: string) =>
  href ? (
    <SiteLink href={href} className={styles.link}>
      {text}
    </SiteLink>
  ) : (
    text
  );

export function ResumeEntry({ entry }: { entry: Entry }) {
  return (
    <li className={styles.entry}>
      <div className={styles.entryHead}>
        <h3 className={styles.entryTitle}>{linked(entry.title, entry.titleHref)}</h3>
        {entry.dates && <p className={styles.dates}>{entry.dates}</p>}
      </div>
      {entry.subtitle && (
        <p className={styles.subtitle}>{linked(entry.subtitle, entry.subtitleHref)}</p>
      )}
      {entry.summary && <p className={styles.summary}>{entry.summary}</p>}
      {entry.items && (
        <ul className={styles.items}>
          {entry.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {entry.keywords && (
        <ul className={styles.keywords} aria-label={`${entry.title}: keywords`}>
          {entry.keywords.map((keyword) => (
            <li key={keyword}>{keyword}</li>
          ))}
        </ul>
      )}
    </li>
  );
}
