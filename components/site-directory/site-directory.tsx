import type { ReactNode } from 'react';
import { StoryLink } from '@/components/project-grid/project-grid';
import { SiteLink } from '@/components/site-link/site-link';
import type { Project } from '@/lib/schema/content';
import type { NavLink } from '@/components/site-nav/site-nav';
import { isExternal } from '@/lib/urls.mjs';
import { ownWordsLang, pageLanguage, pageWords } from '@/components/site-document/page-language';
import { shownIn } from '@/lib/site/shown-in';
import { mediumWidth } from '@/lib/images/variants';

interface SiteDirectoryProps {
  /** The demos' links in the page's language, as the navigation has them. */
  demos: readonly NavLink[];
  projects: readonly Project[];
  /** A project's own page, where it has one: linked as on its card. */
  storyOf: (project: Project) => string | undefined;
}

// Rendered with the directory, so only the not-found page carries it: a CSS module here would be
// in every page's stylesheet, as the root not-found page is part of the layout. React hoists it.
const css = `.site-directory{display:grid;gap:var(--space-6);max-width:44rem;margin:0 auto}
@media (min-width:${mediumWidth}px){.site-directory{grid-template-columns:1fr 1fr}}
.site-directory h2{margin:0 0 var(--space-2);font-size:1.125rem}
.site-directory ul{margin:0;padding:0;list-style:none}
.site-directory li a{display:inline-flex;align-items:center;min-height:44px;overflow-wrap:anywhere}
.site-directory .story{white-space:nowrap}`;

// The same links as the home grid's cards: each demo, each project's target and its story.
export function SiteDirectory({ demos, projects, storyOf }: SiteDirectoryProps) {
  const language = pageLanguage();
  const words = pageWords();
  const elsewhere = projects.filter((project) => isExternal(project.target));
  // Each title as the page's language has it, else the owner's first language's, marked so.
  const linkOf = (project: Project): Link => {
    const shown = shownIn(project, language);
    const mark = ownWordsLang(shown.translated('title'));
    const story = storyOf(project);
    return {
      path: project.target,
      label: mark.lang ? <span {...mark}>{shown.title}</span> : shown.title,
      ...(story && { story: { href: story, title: shown.title } }),
    };
  };
  return (
    <div className="site-directory">
      <style href="site-directory" precedence="default">
        {css}
      </style>
      <LinkSection
        id="directory-demos"
        heading={words.notFound.tryDemo}
        links={demos.map(({ href, label }) => ({ label, path: href }))}
      />
      {elsewhere.length > 0 && (
        <LinkSection
          id="directory-projects"
          heading={words.notFound.seeProject}
          links={elsewhere.map(linkOf)}
        />
      )}
    </div>
  );
}

interface Link {
  path: string;
  label: ReactNode;
  /** A project's own page, named by its plain title. */
  story?: { href: string; title: string };
}

function LinkSection(props: { id: string; heading: string; links: readonly Link[] }) {
  const { id, heading, links } = props;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.path}>
            <SiteLink href={link.path}>{link.label}</SiteLink>
            {link.story ? (
              <>
                {' '}
                {/* Kept with its story link: a long title wraps before the dot, not after. */}
                <span className="story">
                  {'· '}
                  <StoryLink {...link.story} />
                </span>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
