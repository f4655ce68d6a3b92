import { SiteLink } from '@/components/site-link/site-link';
import { Fragment } from 'react';
import { ArticleEnd } from './article-end';
import { ArticlePicture, DateText, TagLinks, type Neighbours } from './article-parts';
import styles from './article.module.scss';
import type { ProjectPage } from '@/lib/site/stories';
import type { StoryFacts } from '@/lib/schema/content';
import { heroImage } from '@/lib/images/variants';
import { isExternal } from '@/lib/urls.mjs';
import { inLanguage } from '@/lib/site/language';
import { ownWordsLang, pageLanguage, pageWords } from '@/components/site-document/page-language';
import { shownIn } from '@/lib/site/shown-in';
import { counted } from '@/lib/words/format';

type LinkNames = Record<keyof NonNullable<StoryFacts['links']>, string>;

function Facts({ facts }: { facts: StoryFacts }) {
  const said = pageWords().story;
  const { role, start, end, stack, team, status } = facts;
  const rows: [string, React.ReactNode][] = [];
  if (role) rows.push([said.role, role]);
  if (start) {
    rows.push([
      said.period,
      <>
        <DateText date={start} />
        {end === 'ongoing' ? (
          ` – ${said.present}`
        ) : end && end !== start ? (
          <>
            {' '}
            – <DateText date={end} />
          </>
        ) : null}
      </>,
    ]);
  }
  if (team)
    rows.push([said.team, team === 1 ? said.solo : counted(pageLanguage(), said.people, team)]);
  if (stack?.length) rows.push([said.stack, stack.join(', ')]);
  if (status) rows.push([said.status, status]);
  if (rows.length === 0) return null;
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

export function ProjectStory({ page, previous, next }: { page: ProjectPage } & Neighbours) {
  const words = pageWords();
  const said = words.story;
  const linkNames: LinkNames = said;
  const { story } = page;
  // The card's words in the page's language, each the translation left marked as the default's.
  const project = shownIn(page.project, page.language);
  const mark = (field: 'title' | 'description' | 'imageAlt') =>
    ownWordsLang(project.translated(field));
  const links = Object.entries(story.facts.links ?? {}).map(([kind, url]) => ({
    name: linkNames[kind as keyof typeof linkNames],
    url: url!,
  }));
  if (!links.some((link) => link.url === project.target)) {
    links.unshift({
      name: isExternal(project.target) ? said.project : said.openDemo,
      url: project.target,
    });
  }
  return (
    <article className={styles.page}>
      <h1 className={styles.title} {...mark('title')}>
        {project.title}
      </h1>
      {project.description ? (
        <p className={styles.lead} {...mark('description')}>
          {project.description}
        </p>
      ) : null}
      <TagLinks tags={project.tags ?? []} />
      <ArticlePicture
        image={project.image}
        alt={project.imageAlt}
        altLang={mark('imageAlt')}
        use={heroImage}
        size={heroImage}
      />
      <Facts facts={story.facts} />
      <ul className={styles.links} aria-label={said.links}>
        {links.map((link) => (
          <li key={link.url}>
            <SiteLink href={link.url}>{link.name}</SiteLink>
          </li>
        ))}
      </ul>
      <ArticleEnd
        markdown={story.body}
        pager={{ label: words.article.moreProjects, previous, next }}
        back={{
          href: `${inLanguage(page.language, '/')}#projects`,
          label: words.article.allProjects,
        }}
      />
    </article>
  );
}
