// In the browser, mdast-util-to-markdown and markdown-table (next.config.mjs): remark-gfm registers
// its markdown writer, which the pages never call, as they only turn markdown into HTML.
const absent = () => {
  throw new Error('No markdown writer in the browser: see resolveAlias in next.config.mjs');
};

export const toMarkdown = absent;
export const markdownTable = absent;
/** Looked up only when writing a table or a task list item. */
export const defaultHandlers: Record<string, typeof absent> = new Proxy({}, { get: () => absent });
