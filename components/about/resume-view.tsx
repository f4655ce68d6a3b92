import { ProfileLinks } from '@/components/profile-links/profile-links';
import type { Owner } from '@/lib/site/owner';
import type { ResumeEntry as ResumeEntryData, ResumeSection } from '@/lib/resume/sections';
import type { Resume } from '@/lib/site/resume-types';
import { assetPath } from '@/lib/urls.mjs';
import { SiteLink } from '@/components/site-link/site-link';
import { ownWordsLang, pageLanguage, pageWords } from '@/components/site-document/page-language';
import { resumePdfPath, siteLanguage } from '@/lib/site/language';
import { wordsOf } from '@/lib/site/words';
import { fill } from '@/lib/words/format';
import styles from './resume.module.scss';

const linked = (text: string, href?: string) =>
  href ? (
    <SiteLink href={href} className={styles.link}>
      {text}
    </SiteLink>
  ) : (
    text
  );

const list = (
  items: readonly string[] | undefined,
  mark: Mark,
  className?: string,
  label?: string,
) =>
  items ? (
    <ul className={className} aria-label={label}>
      {items.map((item) => {
        // Marked inline: on /ar/, an English item's bullet stays on the list's side.
        const own = mark(item);
        return <li key={item}>{own.lang ? <span {...own}>{item}</span> : item}</li>;
      })}
    </ul>
  ) : null;

// The default language's words left in a translated résumé: marked with their language.
type Mark = (text: string) => ReturnType<typeof ownWordsLang>;

function ResumeEntry({ entry, mark }: { entry: ResumeEntryData; mark: Mark }) {
  const words = pageWords();
  return (
    <li className={styles.entry}>
      <div className={styles.entryHead}>
        <h3 className={styles.entryTitle} {...mark(entry.title)}>
          {linked(entry.title, entry.titleHref)}
        </h3>
        {entry.dates ? <p className={styles.dates}>{entry.dates}</p> : null}
      </div>
      {entry.subtitle ? (
        <p className={styles.subtitle} {...mark(entry.subtitle)}>
          {linked(entry.subtitle, entry.subtitleHref)}
        </p>
      ) : null}
      {entry.summary ? (
        <p className={styles.summary} {...mark(entry.summary)}>
          {entry.summary}
        </p>
      ) : null}
      {list(entry.items, mark, styles.items)}
      {list(
        entry.keywords,
        mark,
        styles.keywords,
        fill(words.about.keywords, { title: entry.title }),
      )}
    </li>
  );
}

type ResumeViewProps = {
  owner: Owner;
  resume: Resume;
  sections: ResumeSection[];
  /** On another language's page: the default language's texts, which the translation kept. */
  untranslated?: ReadonlySet<string>;
};

/** Prints as a résumé. */
export function ResumeView({ owner, resume, sections, untranslated }: ResumeViewProps) {
  const words = pageWords();
  const mark: Mark = (text) => (untranslated?.has(text) ? ownWordsLang() : {});
  const language = pageLanguage();
  const inDefault =
    language !== siteLanguage && resumePdfPath(language) === resumePdfPath(siteLanguage);
  const { summary, location } = resume.basics ?? {};
  const place = [location?.city, location?.region, location?.countryCode].filter(
    (part): part is string => Boolean(part),
  );
  return (
    <article className={styles.resume}>
      <header>
        <h1 className={styles.name}>{owner.name}</h1>
        <p className={styles.label} {...mark(owner.tagline)}>
          {owner.tagline}
        </p>
        {place.length > 0 && (
          <p
            className={styles.place}
            {...(place.every((part) => untranslated?.has(part)) && ownWordsLang())}
          >
            {place.join(', ')}
          </p>
        )}
        <ProfileLinks
          owner={owner}
          label={words.about.contact}
          contact={{ listClass: styles.contact!, linkClass: styles.link! }}
        />
        <p className={styles.download}>
          <a
            href={assetPath(resumePdfPath(language))}
            type="application/pdf"
            download
            {...(inDefault && { hrefLang: siteLanguage })}
          >
            {words.about.downloadPdf}
            {/* A right-to-left language's page links the default language's PDF: it says which. */}
            {inDefault && (
              <>
                {' '}
                (<span lang={siteLanguage}>{wordsOf(siteLanguage).languageName}</span>)
              </>
            )}
          </a>
        </p>
      </header>
      {/* The owner's words, marked for the byte budgets, which hold what the site adds. */}
      {summary ? (
        <p className={styles.summaryText} data-owner-words="" {...mark(summary)}>
          {summary}
        </p>
      ) : null}
      {sections.length === 0 && !summary && <p className={styles.empty}>{words.about.empty}</p>}
      {sections.map((section) => (
        <section key={section.key} aria-labelledby={section.key} className={styles.section}>
          <h2 id={section.key} className={styles.sectionTitle}>
            {section.title}
          </h2>
          <ul className={styles.entries} data-owner-words="">
            {section.entries.map((entry, index) => (
              <ResumeEntry key={`${entry.title}-${index}`} entry={entry} mark={mark} />
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
