import type { Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { remarkPlugins } from './render-options';

const processor = unified().use(remarkParse).use(remarkPlugins);

/** A post's or story's markdown tree, as its page reads it. */
export const articleTree = (text: string) => processor.runSync(processor.parse(text)) as Root;
