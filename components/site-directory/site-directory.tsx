import { StoryLink } from '@/components/project-grid/project-grid';
import { SiteLink } from '@/components/site-link/site-link';
import type { Project } from '@/lib/schema/content';
import type { Section } from '@/lib/site/navigation';
import { isExternal } from '@/lib/urls.mjs';
import { ownWordsLang, pageLanguage, pageWords } from '@/components/site-document/page-language';
import { shownIn } from '@/lib/site/shown-in';
import { mediumWidth } from '@/lib/images/variants';

interface SiteDirectoryProps {
  /** The demos' links in the page's language, as the navigation has them. */
  demos: readonly Section[];
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
.site-directory li a{display:inline-flex;align-items:center;min-height:44px;overflow-wrap:anywhere}`;

// The same links as the home grid's cards: each demo, each project's target and its story.
export function SiteDirectory({ demos, projects, storyOf }: SiteDirectoryProps) {
  const language = pageLanguage();
  const words = pageWords();
  const elsewhere = projects.filter((project) => isExternal(project.target));
  // Each title as the page's language has it, else the owner's first language's, marked so.
  const titled = (project: Project) => {
    const shown = shownIn(project, language);
    return { title: shown.title, mark: ownWordsLang(shown.translated('title')) };
  };
  return (
    <div className="site-directory">
      <style href="site-directory" precedence="default">
        {css}
      </style>
      <LinkSection
        id="directory-demos"
        heading={words.notFound.tryDemo}
        links={demos.map(({ href, label, ...mark }) => ({ title: label, path: href, mark }))}
      />
      {elsewhere.length > 0 && (
        <LinkSection
          id="directory-projects"
          heading={words.notFound.seeProject}
          links={elsewhere.map((project) => ({
            ...titled(project),
            path: project.target,
            story: storyOf(project),
          }))}
        />
      )}
    </div>
  );
}

interface Link {
  title: string;
  mark: { lang?: string; dir?: 'ltr' | 'rtl' };
  path: string;
  story?: string | undefined;
}

function LinkSection(props: { id: string; heading: string; links: readonly Link[] }) {
  const { id, heading, links } = props;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.path}>
            <SiteLink href={link.path}>
              {link.mark.lang ? <span {...link.mark}>{link.title}</span> : link.title}
            </SiteLink>
            {link.story ? (
              <>
                {' · '}
                <StoryLink href={link.story} title={link.title} />
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
