import type { Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { remarkMath } from './math-syntax';
import { remarkPlugins } from './render-options';

const processor = unified().use(remarkParse).use(remarkPlugins).use(remarkMath);

/** A post's or story's markdown tree, as its page reads it: formulas are nodes of their own. */
export const articleTree = (text: string) => processor.runSync(processor.parse(text)) as Root;
