// The plugin lists of posts and stories: the editor's, plus formulas, diagrams and figures, made
// right after the sanitizer, which would strip MathML and SVG. The sanitizer itself keeps
// <figure> and <figcaption> (Hugo's figure shortcode).
import type { PluggableList } from 'unified';
import { rehypeFigures } from './figures';
import { rehypeMath } from './math';
import { remarkMath } from './math-syntax';
import { rehypeMermaid } from './mermaid';
import { rehypePluginsWithRawHtml } from './raw-html';
import { remarkPlugins } from './render-options';
import { articleSafeHtml, rehypeSafeHtml } from './safe-html';

export const articleRemarkPlugins: PluggableList = [...remarkPlugins, remarkMath];

/** `diagram` is the page's word for a diagram that nothing names (words.article.diagram). */
export const articleRehypePlugins = ({ diagram }: { diagram: string }): PluggableList =>
  rehypePluginsWithRawHtml.flatMap((plugin): PluggableList =>
    plugin === rehypeSafeHtml
      ? [articleSafeHtml, rehypeMath, [rehypeMermaid, { unnamed: diagram }], rehypeFigures]
      : [plugin],
  );
