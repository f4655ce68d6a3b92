// The plugin lists of posts and stories: the editor's, plus formulas (and what follows them),
// which are drawn right after the sanitizer, as it would strip MathML and SVG.
import type { PluggableList } from 'unified';
import { rehypePluginsWithRawHtml } from '../markdown/raw-html';
import { remarkPlugins } from '../markdown/render-options';
import { rehypeSafeHtml } from '../markdown/safe-html';
import { rehypeMath } from './math';
import { remarkMath } from './math-syntax';

export const articleRemarkPlugins: PluggableList = [...remarkPlugins, remarkMath];

const afterSanitizer = rehypePluginsWithRawHtml.indexOf(rehypeSafeHtml) + 1;

export const articleRehypePlugins: PluggableList = [
  ...rehypePluginsWithRawHtml.slice(0, afterSanitizer),
  rehypeMath,
  ...rehypePluginsWithRawHtml.slice(afterSanitizer),
];
