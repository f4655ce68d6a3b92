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

const list = (items: readonly string[] | undefined, className?: string, label?: string) =>
  items && (
    <ul className={className} aria-label={label}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
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
      {list(entry.items, styles.items)}
      {list(entry.keywords, styles.keywords, `${entry.title}: keywords`)}
    </li>
  );
}
