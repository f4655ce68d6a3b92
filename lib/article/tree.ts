import type { Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { remarkMath } from './math-syntax';
import { remarkPlugins } from './render-options';
import { sharedTrees } from './shared-tree';

const processor = unified().use(remarkParse).use(remarkPlugins).use(remarkMath);

/** A post's or story's markdown tree, as its page reads it: formulas are nodes of their own.
 * Shared: never change it. */
export const articleTree = sharedTrees((text) => processor.runSync(processor.parse(text)) as Root);
