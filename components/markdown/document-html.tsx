import type { PluggableList } from 'unified';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
// Runs at build time only (feeds), so every language refractor knows is coloured.
import 'refractor/all';
import { rehypeResolveInPageLinks } from '@/lib/markdown/page-links';
import { articleRehypePlugins, articleRemarkPlugins } from '@/lib/article/plugins';
import { markdownOptions } from '@/lib/markdown/render-options';
import { components } from './preview/markdown-preview';

export function documentHtml(text: string, steps: PluggableList = []): string {
  return renderToStaticMarkup(
    <Markdown
      {...markdownOptions}
      remarkPlugins={articleRemarkPlugins}
      rehypePlugins={[...articleRehypePlugins, rehypeResolveInPageLinks, ...steps]}
      components={components}
    >
      {text}
    </Markdown>,
  );
}
