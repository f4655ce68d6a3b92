// A post's or story's markdown tree as its page reads it: formulas are nodes of their own.
import type { Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { remarkPlugins } from '../markdown/render-options';
import { remarkMath } from './math-syntax';

const processor = unified().use(remarkParse).use(remarkPlugins).use(remarkMath);

export const articleTree = (text: string) => processor.runSync(processor.parse(text)) as Root;
