import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SiteLink } from '@/components/site-link/site-link';
import { PostList } from '@/components/writing/post-list';
import styles from '@/components/writing/writing.module.scss';
import { JsonLd } from '@/components/json-ld/json-ld';
import { owner } from '@/lib/site/owner';
import { breadcrumbs } from '@/lib/seo/article-data';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { paramsOf, sitePage } from '@/lib/site/pages';
import { siteSeriesIn } from '@/lib/site/series';
import { seriesPath } from '@/lib/site/site-paths';
import { inLanguage } from '@/lib/site/language';
import { counted, fill } from '@/lib/words/format';
import { pageLanguage, pageWords } from '@/components/site-document/page-language';
import { LanguageSwitch } from '@/components/language-switch/language-switch';

export const dynamicParams = false;

export const generateStaticParams = () => paramsOf('series', 'series');

type Params = { params: Promise<{ series: string }> };

const seriesOf = async ({ params }: Params) => {
  const { series } = await params;
  // Only the placeholder of a site with no series names none.
  const all = siteSeriesIn(pageLanguage());
  return all.find(({ slug }) => slug === decodeURIComponent(series)) ?? notFound();
};

export async function generateMetadata(props: Params): Promise<Metadata> {
  const series = await seriesOf(props);
  return pageMetadata(sitePage(seriesPath(series.slug, pageLanguage())));
}

export default async function SeriesPage(props: Params) {
  const series = await seriesOf(props);
  const language = pageLanguage();
  const words = pageWords();
  const title = fill(words.series.title, { series: series.name });
  const path = seriesPath(series.slug, language);
  return (
    <>
      <JsonLd
        data={breadcrumbs(owner, [
          { name: words.site.writing, path: inLanguage(language, '/writing/') },
          { name: title, path },
        ])}
      />
      <LanguageSwitch path={path} />
      <div className={styles.page}>
        <h1>{title}</h1>
        {/* The count heads the list, as a year heads the archive's posts (each an h3). */}
        <section aria-labelledby="series-parts">
          <h2 id="series-parts" className={styles.year}>
            {counted(language, words.series.parts, series.parts.length)}
          </h2>
          {/* Oldest first: the order to read them in. */}
          <PostList posts={series.parts} ordered />
        </section>
        <p>
          <SiteLink href={inLanguage(language, '/writing/')}>{words.article.allWriting}</SiteLink>
        </p>
      </div>
    </>
  );
}
