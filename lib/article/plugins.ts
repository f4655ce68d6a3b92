// The plugin lists of posts and stories: the editor's, plus formulas, diagrams and figures, made
// right after the sanitizer, which would strip MathML, SVG and <figure>.
import type { PluggableList } from 'unified';
import { rehypePluginsWithRawHtml } from '../markdown/raw-html';
import { remarkPlugins } from '../markdown/render-options';
import { rehypeSafeHtml } from '../markdown/safe-html';
import { rehypeFigures } from './figures';
import { rehypeMath } from './math';
import { remarkMath } from './math-syntax';
import { rehypeMermaid } from './mermaid';

export const articleRemarkPlugins: PluggableList = [...remarkPlugins, remarkMath];

const afterSanitizer = rehypePluginsWithRawHtml.indexOf(rehypeSafeHtml) + 1;

export const articleRehypePlugins: PluggableList = [
  ...rehypePluginsWithRawHtml.slice(0, afterSanitizer),
  rehypeMath,
  rehypeMermaid,
  rehypeFigures,
  ...rehypePluginsWithRawHtml.slice(afterSanitizer),
];
