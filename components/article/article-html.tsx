import type { PluggableList } from 'unified';
import Markdown from 'react-markdown';
// Runs at build time only (feeds), so every language refractor knows is coloured.
import 'refractor/all';
import { rehypeResolveInPageLinks } from '@/lib/article/page-links';
import { articleIdsAt } from '@/lib/site/article-ids';
import { articleRehypePlugins, articleRemarkPlugins } from '@/lib/article/plugins';
import { markdownOptions } from '@/lib/article/render-options';
import { words as siteWords } from '@/lib/site/words';
import type { Words } from '@/lib/words';
import { components } from './markdown-components';

// Route handlers get React's server-components build, which has no HTML renderer. The feeds are
// written at build time, in Node, which loads React's own out of the bundler's sight.
const htmlRenderer = () => import(/* turbopackIgnore: true */ 'react-dom/server');

/** `words`: the language's the document is in. */
export async function documentHtml(
  text: string,
  steps: PluggableList = [],
  words: Words = siteWords,
): Promise<string> {
  const { renderToStaticMarkup } = await htmlRenderer();
  return renderToStaticMarkup(
    <Markdown
      {...markdownOptions}
      remarkPlugins={articleRemarkPlugins}
      rehypePlugins={[
        ...articleRehypePlugins(words.article),
        [rehypeResolveInPageLinks, { idsAt: articleIdsAt }],
        ...steps,
      ]}
      components={components}
    >
      {text}
    </Markdown>,
  );
}
