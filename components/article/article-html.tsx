import type { PluggableList } from 'unified';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
// Runs at build time only (feeds), so every language refractor knows is coloured.
import 'refractor/all';
import { rehypeResolveInPageLinks } from '@/lib/article/page-links';
import { articleRehypePlugins } from '@/lib/article/raw-html';
import { markdownOptions } from '@/lib/article/render-options';
import { components } from './markdown-components';

export function documentHtml(text: string, steps: PluggableList = []): string {
  return renderToStaticMarkup(
    <Markdown
      {...markdownOptions}
      rehypePlugins={[...articleRehypePlugins, rehypeResolveInPageLinks, ...steps]}
      components={components}
    >
      {text}
    </Markdown>,
  );
}
