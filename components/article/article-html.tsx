import type { PluggableList } from 'unified';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
// Runs at build time only (feeds), so every language refractor knows is coloured.
import 'refractor/all';
import { rehypeResolveInPageLinks } from '@/lib/article/page-links';
import { articleRehypePlugins, articleRemarkPlugins } from '@/lib/article/plugins';
import { markdownOptions } from '@/lib/article/render-options';
import { words as siteWords } from '@/lib/site/words';
import type { Words } from '@/lib/words';
import { components } from './markdown-components';

/** `words`: the language's the document is in. */
export function documentHtml(
  text: string,
  steps: PluggableList = [],
  words: Words = siteWords,
): string {
  return renderToStaticMarkup(
    <Markdown
      {...markdownOptions}
      remarkPlugins={articleRemarkPlugins}
      rehypePlugins={[...articleRehypePlugins(words.article), rehypeResolveInPageLinks, ...steps]}
      components={components}
    >
      {text}
    </Markdown>,
  );
}
