import type { PluggableList } from 'unified';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
// Runs at build time only (feeds), so every language refractor knows is coloured.
import 'refractor/all';
import { rehypeResolveInPageLinks } from '@/lib/article/page-links';
import { articleRehypePlugins, articleRemarkPlugins } from '@/lib/article/plugins';
import { markdownOptions } from '@/lib/article/render-options';
import { words } from '@/lib/site/words';
import { components } from './markdown-components';

export function documentHtml(text: string, steps: PluggableList = []): string {
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
